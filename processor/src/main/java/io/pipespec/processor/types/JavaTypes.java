package io.pipespec.processor.types;

import static java.util.Objects.requireNonNull;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import org.apiguardian.api.API;

/**
 * Describes compiler types as the plain data of the model ({@link ClassRef}, {@link JavaType}), so
 * that models hold no compiler types and writers need no compiler to write them.
 */
@API(status = API.Status.INTERNAL)
public final class JavaTypes {

  private JavaTypes() {}

  /** The class {@code type} as generated code names it. */
  public static ClassRef classRef(TypeElement type) {
    Deque<String> names = new ArrayDeque<>();
    Element e = type;
    while (e.getKind() != ElementKind.PACKAGE) {
      names.addFirst(e.getSimpleName().toString());
      // A class is enclosed by classes up to its package.
      e = requireNonNull(e.getEnclosingElement(), "enclosing element");
    }
    return new ClassRef(((PackageElement) e).getQualifiedName().toString(), List.copyOf(names));
  }

  /**
   * The description of {@code type}: a class with its type arguments, a primitive, an array, a
   * wildcard or a type variable. Validators only pass types they have checked, so anything else (an
   * error type, an intersection) is a bug in Pipespec.
   */
  public static JavaType of(TypeMirror type) {
    return switch (type.getKind()) {
      case BOOLEAN, BYTE, SHORT, INT, LONG, CHAR, FLOAT, DOUBLE ->
          new JavaType.Primitive(type.getKind().name().toLowerCase(java.util.Locale.ROOT));
      case ARRAY -> new JavaType.Array(of(((ArrayType) type).getComponentType()));
      case WILDCARD -> {
        WildcardType wildcard = (WildcardType) type;
        yield new JavaType.Wildcard(
            Optional.ofNullable(wildcard.getExtendsBound()).map(JavaTypes::of),
            Optional.ofNullable(wildcard.getSuperBound()).map(JavaTypes::of));
      }
      case TYPEVAR ->
          new JavaType.Variable(((TypeVariable) type).asElement().getSimpleName().toString());
      case DECLARED -> declared((DeclaredType) type);
      default -> throw new IllegalArgumentException("No description for the type " + type);
    };
  }

  /** As {@link #of(TypeMirror)}, for a type known to be a class. */
  public static JavaType.Declared declared(DeclaredType type) {
    TypeElement element = (TypeElement) type.asElement();
    // An inner class of a parameterised class is written Outer<A>.Inner, as javac and JavaPoet do.
    Optional<JavaType.Declared> enclosing = Optional.empty();
    TypeMirror enclosingType = type.getEnclosingType();
    if (enclosingType.getKind() == TypeKind.DECLARED
        && !element.getModifiers().contains(Modifier.STATIC)) {
      JavaType.Declared outer = declared((DeclaredType) enclosingType);
      if (!outer.arguments().isEmpty() || outer.enclosing().isPresent()) {
        enclosing = Optional.of(outer);
      }
    }
    return new JavaType.Declared(
        classRef(element), type.getTypeArguments().stream().map(JavaTypes::of).toList(), enclosing);
  }
}
