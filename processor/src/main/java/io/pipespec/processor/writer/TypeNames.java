package io.pipespec.processor.writer;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import java.util.List;
import org.apiguardian.api.API;

/** Turns the model's descriptions of classes and types into JavaPoet's names. */
@API(status = API.Status.INTERNAL)
public final class TypeNames {

  private TypeNames() {}

  /** The JavaPoet name of {@code type}. */
  public static ClassName of(ClassRef type) {
    List<String> names = type.simpleNames();
    return ClassName.get(
        type.packageName(), names.get(0), names.subList(1, names.size()).toArray(String[]::new));
  }

  /** The JavaPoet name of {@code type}, with its type arguments. */
  public static TypeName of(JavaType type) {
    if (type instanceof JavaType.Declared declared) {
      return declared(declared);
    }
    if (type instanceof JavaType.Primitive primitive) {
      return primitive(primitive.keyword());
    }
    if (type instanceof JavaType.Array array) {
      return ArrayTypeName.of(of(array.component()));
    }
    if (type instanceof JavaType.Variable variable) {
      return TypeVariableName.get(variable.name());
    }
    JavaType.Wildcard wildcard = (JavaType.Wildcard) type;
    return wildcard.superBound().isPresent()
        ? WildcardTypeName.supertypeOf(of(wildcard.superBound().get()))
        : WildcardTypeName.subtypeOf(
            wildcard.extendsBound().map(TypeNames::of).orElse(ClassName.OBJECT));
  }

  private static TypeName declared(JavaType.Declared declared) {
    ClassName raw = of(declared.type());
    List<TypeName> arguments = declared.arguments().stream().map(TypeNames::of).toList();
    if (declared.enclosing().isPresent()) {
      ParameterizedTypeName enclosing =
          (ParameterizedTypeName) declared(declared.enclosing().get());
      return enclosing.nestedClass(raw.simpleName(), arguments);
    }
    if (arguments.isEmpty()) {
      return raw;
    }
    return ParameterizedTypeName.get(raw, arguments.toArray(TypeName[]::new));
  }

  private static TypeName primitive(String keyword) {
    return switch (keyword) {
      case "boolean" -> TypeName.BOOLEAN;
      case "byte" -> TypeName.BYTE;
      case "short" -> TypeName.SHORT;
      case "int" -> TypeName.INT;
      case "long" -> TypeName.LONG;
      case "char" -> TypeName.CHAR;
      case "float" -> TypeName.FLOAT;
      case "double" -> TypeName.DOUBLE;
      default -> throw new IllegalArgumentException("Not a primitive type: " + keyword);
    };
  }
}
