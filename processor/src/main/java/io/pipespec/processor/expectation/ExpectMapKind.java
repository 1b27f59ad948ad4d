package io.pipespec.processor.expectation;

import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @ExpectMap}: a {@code KV} output with unique keys, equal to this map; entries as literals
 * or from a member (an {@code Iterable} of {@code KV}s or a {@code Map}).
 */
@API(status = API.Status.INTERNAL)
public final class ExpectMapKind extends OutputKind<ExpectMapKind.Check> {

  /** The entries of {@code output}, whose elements are {@code kvType}, {@code KV<K, V>}. */
  public record Check(String output, JavaType kvType, ExpectedValues values)
      implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return values.expectation("map", kvType);
    }
  }

  ExpectMapKind() {
    super("io.pipespec.ExpectMap");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    TypeMirror elementType = output.elementType();
    if (!site.facts().isClass(elementType, PipespecNames.KV)
        || ((DeclaredType) elementType).getTypeArguments().size() != 2) {
      site.error(
          ErrorTag.PipespecMapNotKv,
          site.on()
              + " expects a map, but the elements of output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(elementType)
              + ", not KV<K, V>. Use @ExpectContains for other outputs.");
      return Optional.empty();
    }
    Optional<ExpectedValues> values = ValuesReader.values(site, output, elementType);
    if (values.isPresent()
        && values.get() instanceof ExpectedValues.Literals
        && !keysOnce(site, (DeclaredType) elementType)) {
      return Optional.empty();
    }
    return values.map(entries -> new Check(output.name(), JavaTypes.of(elementType), entries));
  }

  /**
   * Whether no key is given twice. Keys written the same way are the same key; keys equal only as
   * values (such as 1.0 and 1.00 for Double) are caught when the expectation is judged.
   */
  private static boolean keysOnce(ExpectationSite site, DeclaredType kvType) {
    Map<Literal, String> seen = new HashMap<>();
    for (AnnotationValue entry : site.list("value")) {
      String literal = (String) entry.getValue();
      Optional<Literal> key = site.literals().keyOf(literal, kvType, site.suitePackage());
      String previous = key.isEmpty() ? null : seen.putIfAbsent(key.get(), literal);
      if (previous != null) {
        site.error(
            ErrorTag.PipespecDuplicateMapKey,
            site.on()
                + " gives the key of \""
                + literal
                + "\" twice: \""
                + previous
                + "\" has it too. A map has one value per key; remove one of them.",
            entry);
        return false;
      }
    }
    return true;
  }
}
