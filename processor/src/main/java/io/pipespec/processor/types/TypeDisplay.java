package io.pipespec.processor.types;

import java.util.stream.Collectors;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/** Types as a user writes them in messages: simple names, {@code KV<String, Integer>}. */
@API(status = API.Status.INTERNAL)
public final class TypeDisplay {

  private TypeDisplay() {}

  public static String of(TypeMirror type) {
    if (type.getKind() == TypeKind.DECLARED) {
      DeclaredType declared = (DeclaredType) type;
      String name = declared.asElement().getSimpleName().toString();
      if (declared.getTypeArguments().isEmpty()) {
        return name;
      }
      return name
          + declared.getTypeArguments().stream()
              .map(TypeDisplay::of)
              .collect(Collectors.joining(", ", "<", ">"));
    }
    if (type.getKind() == TypeKind.ARRAY) {
      return of(((ArrayType) type).getComponentType()) + "[]";
    }
    return type.toString();
  }
}
