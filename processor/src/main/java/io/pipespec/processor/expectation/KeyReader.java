package io.pipespec.processor.expectation;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads the {@code key} of {@code @ExpectContains} and {@code @ExpectSnapshot}: a dotted path from
 * an element of the output to the value that identifies it, each step a component of a record or
 * {@code key} or {@code value} of a {@code KV}. The path is checked against the element type; an
 * output of {@code Object} elements (a captured write without a type) is checked only when it is
 * judged.
 */
final class KeyReader {

  private KeyReader() {}

  /**
   * The path, when {@code key} is given and leads somewhere from the elements of {@code output};
   * {@code Optional.of("")} when it is not given; empty after an error.
   */
  static Optional<String> read(ExpectationSite site, Judged.Output output) {
    Optional<AnnotationValue> value = site.explicit("key");
    if (value.isEmpty() || site.string("key").isEmpty()) {
      return Optional.of("");
    }
    AnnotationValue at = value.get();
    String path = site.string("key");
    String written = "key = \"" + path + "\"";
    TypeMirror elementType = output.elementType();
    if (isObject(site, elementType)) {
      return Optional.of(path);
    }
    List<String> steps = List.of(path.split("\\.", -1));
    if (steps.stream().anyMatch(step -> !isName(step))) {
      site.error(
          ErrorTag.PipespecKeyPath,
          site.on()
              + " has "
              + written
              + ", which is not a path. Write component names joined by single dots, such as"
              + " \"customer.id\", or \"key\" for the key of a KV.",
          at);
      return Optional.empty();
    }
    if (kind(site, elementType).isEmpty()) {
      site.error(
          ErrorTag.PipespecKeyElementType,
          site.on()
              + " has "
              + written
              + ", but the elements of output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(elementType)
              + ", neither a record nor a KV, so they have no component to key by. Remove key,"
              + " or key an output of records or KVs.",
          at);
      return Optional.empty();
    }
    TypeMirror current = elementType;
    for (int i = 0; i < steps.size(); i++) {
      String step = steps.get(i);
      String after = i == 0 ? "" : " (after " + String.join(".", steps.subList(0, i)) + ")";
      Optional<Kind> kind = kind(site, current);
      Optional<TypeMirror> next =
          kind.isEmpty() ? Optional.empty() : kind.get().step(site, (DeclaredType) current, step);
      if (next.isEmpty()) {
        String why =
            kind.isEmpty()
                ? "cannot be read from "
                    + TypeDisplay.of(current)
                    + ", which is neither a record nor a KV. Key by "
                    + String.join(".", steps.subList(0, i))
                    + ", or fix the path."
                : kind.get().noSuchStep(site, (DeclaredType) current);
        site.error(
            ErrorTag.PipespecKeyPath,
            site.on() + " has " + written + ": " + step + after + " " + why,
            at);
        return Optional.empty();
      }
      current = next.get();
    }
    return Optional.of(path);
  }

  private static boolean isName(String step) {
    if (step.isEmpty() || !Character.isJavaIdentifierStart(step.charAt(0))) {
      return false;
    }
    return step.chars().allMatch(Character::isJavaIdentifierPart);
  }

  private static boolean isObject(ExpectationSite site, TypeMirror type) {
    return type.getKind() == TypeKind.DECLARED && site.facts().isClass(type, "java.lang.Object");
  }

  private static Optional<Kind> kind(ExpectationSite site, TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return Optional.empty();
    }
    if (site.facts().isClass(type, PipespecNames.KV)) {
      return Optional.of(Kind.KV);
    }
    return ((DeclaredType) type).asElement().getKind() == ElementKind.RECORD
        ? Optional.of(Kind.RECORD)
        : Optional.empty();
  }

  /** What a step can read: a component of a record, or the key or value of a KV. */
  private enum Kind {
    RECORD {
      @Override
      Optional<TypeMirror> step(ExpectationSite site, DeclaredType type, String step) {
        for (RecordComponentElement component : components(type)) {
          if (component.getSimpleName().contentEquals(step)) {
            ExecutableType accessor =
                (ExecutableType) site.facts().types().asMemberOf(type, component.getAccessor());
            return Optional.of(accessor.getReturnType());
          }
        }
        return Optional.empty();
      }

      @Override
      String noSuchStep(ExpectationSite site, DeclaredType type) {
        List<String> names =
            components(type).stream().map(c -> c.getSimpleName().toString()).toList();
        return "names no component of "
            + type.asElement().getSimpleName()
            + "; its components are "
            + String.join(", ", names)
            + ".";
      }

      private List<? extends RecordComponentElement> components(DeclaredType type) {
        return ((TypeElement) type.asElement()).getRecordComponents();
      }
    },
    KV {
      @Override
      Optional<TypeMirror> step(ExpectationSite site, DeclaredType type, String step) {
        List<? extends TypeMirror> arguments = type.getTypeArguments();
        if (arguments.size() != 2) {
          return Optional.empty();
        }
        return switch (step) {
          case "key" -> Optional.of(arguments.get(0));
          case "value" -> Optional.of(arguments.get(1));
          default -> Optional.empty();
        };
      }

      @Override
      String noSuchStep(ExpectationSite site, DeclaredType type) {
        return type.getTypeArguments().size() != 2
            ? "cannot be read from a raw KV. Give the KV its type arguments."
            : "names neither the key nor the value of "
                + TypeDisplay.of(type)
                + ". Write key or value.";
      }
    };

    abstract Optional<TypeMirror> step(ExpectationSite site, DeclaredType type, String step);

    abstract String noSuchStep(ExpectationSite site, DeclaredType type);
  }
}
