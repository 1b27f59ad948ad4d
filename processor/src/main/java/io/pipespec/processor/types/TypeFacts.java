package io.pipespec.processor.types;

import io.pipespec.processor.names.PipespecNames;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.apiguardian.api.API;

/** Questions about types that validators ask, answered through {@code javax.lang.model}. */
@API(status = API.Status.INTERNAL)
public final class TypeFacts {

  private final Types types;
  private final Elements elements;

  public TypeFacts(Types types, Elements elements) {
    this.types = types;
    this.elements = elements;
  }

  public Types types() {
    return types;
  }

  public Elements elements() {
    return elements;
  }

  /** Whether {@code type} is a use of the class named {@code qualifiedName}, raw or not. */
  public boolean isClass(TypeMirror type, String qualifiedName) {
    return type.getKind() == TypeKind.DECLARED
        && ((TypeElement) ((DeclaredType) type).asElement())
            .getQualifiedName()
            .contentEquals(qualifiedName);
  }

  /**
   * The supertype of {@code type} (or {@code type} itself) that is a use of the class named {@code
   * qualifiedName}, with its type arguments as seen from {@code type}: for {@code
   * ArrayList<String>} and {@code java.lang.Iterable}, {@code Iterable<String>}.
   */
  public Optional<DeclaredType> findSupertype(TypeMirror type, String qualifiedName) {
    Deque<TypeMirror> pending = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    pending.add(type);
    while (!pending.isEmpty()) {
      TypeMirror current = pending.removeFirst();
      if (current.getKind() != TypeKind.DECLARED || !seen.add(current.toString())) {
        continue;
      }
      if (isClass(current, qualifiedName)) {
        return Optional.of((DeclaredType) current);
      }
      pending.addAll(types.directSupertypes(current));
    }
    return Optional.empty();
  }

  /** The single type argument of a parameterised type, empty when raw. */
  public Optional<TypeMirror> onlyTypeArgument(DeclaredType type) {
    return type.getTypeArguments().size() == 1
        ? Optional.of(type.getTypeArguments().get(0))
        : Optional.empty();
  }

  /** Whether {@code type} mentions a type javac could not resolve (yet). */
  public boolean hasErrorType(TypeMirror type) {
    return switch (type.getKind()) {
      case ERROR -> true;
      case DECLARED ->
          ((DeclaredType) type).getTypeArguments().stream().anyMatch(this::hasErrorType);
      case ARRAY -> hasErrorType(((ArrayType) type).getComponentType());
      case WILDCARD -> {
        WildcardType wildcard = (WildcardType) type;
        yield (wildcard.getExtendsBound() != null && hasErrorType(wildcard.getExtendsBound()))
            || (wildcard.getSuperBound() != null && hasErrorType(wildcard.getSuperBound()));
      }
      default -> false;
    };
  }

  /** Whether {@code thrown} is a checked exception type. */
  public boolean isChecked(TypeMirror thrown) {
    TypeElement runtime = elements.getTypeElement("java.lang.RuntimeException");
    TypeElement error = elements.getTypeElement("java.lang.Error");
    return !types.isSubtype(thrown, runtime.asType()) && !types.isSubtype(thrown, error.asType());
  }

  /**
   * The first type in {@code type} (itself, a type argument, an array's component) that code in
   * {@code pkg} may not name, or empty when every one is accessible.
   */
  public Optional<TypeElement> firstInaccessible(TypeMirror type, PackageElement pkg) {
    if (type.getKind() == TypeKind.ARRAY) {
      return firstInaccessible(((ArrayType) type).getComponentType(), pkg);
    }
    if (type.getKind() != TypeKind.DECLARED) {
      return Optional.empty();
    }
    DeclaredType declared = (DeclaredType) type;
    TypeElement element = (TypeElement) declared.asElement();
    if (!isAccessible(element, pkg)) {
      return Optional.of(element);
    }
    for (TypeMirror argument : declared.getTypeArguments()) {
      Optional<TypeElement> inaccessible = firstInaccessible(argument, pkg);
      if (inaccessible.isPresent()) {
        return inaccessible;
      }
    }
    return Optional.empty();
  }

  /** Whether code in {@code pkg} may name {@code element} and every class that encloses it. */
  public boolean isAccessible(Element element, PackageElement pkg) {
    for (Element e = element; e != null && e.getKind() != ElementKind.PACKAGE; ) {
      Set<Modifier> modifiers = e.getModifiers();
      if (modifiers.contains(Modifier.PRIVATE)) {
        return false;
      }
      if (!modifiers.contains(Modifier.PUBLIC) && !elements.getPackageOf(e).equals(pkg)) {
        return false;
      }
      e = e.getEnclosingElement();
    }
    return true;
  }

  /** The type named {@code qualifiedName}, or empty when it is not on the classpath. */
  public Optional<TypeElement> typeElement(String qualifiedName) {
    return Optional.ofNullable(elements.getTypeElement(qualifiedName));
  }

  /** Whether {@code javax.annotation.processing.Generated} can be used in generated code. */
  public boolean hasGeneratedAnnotation() {
    return typeElement(PipespecNames.GENERATED).isPresent();
  }
}
