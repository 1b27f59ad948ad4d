package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.Base64;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import org.apiguardian.api.API;

/**
 * {@code @ExpectHash}: a {@code String} output of {@code size} elements whose byte-wise sorted
 * UTF-8 forms hash, in base64 MD5, to {@code value}, as Beam Go's {@code passert.Hash} computes.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectHashKind extends OutputKind<ExpectHashKind.Check> {

  /** The hash and size of {@code output}. */
  public record Check(String output, String hash, long size) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(
          "hash", new CallArgument.Text(hash), new CallArgument.WholeNumber(size));
    }
  }

  ExpectHashKind() {
    super("io.pipespec.ExpectHash");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    boolean valid = true;
    if (!site.facts().isClass(output.elementType(), "java.lang.String")) {
      site.error(
          ErrorTag.PipespecHashNotString,
          site.on()
              + " hashes String elements, as Beam Go's passert.Hash does, but the elements of"
              + " output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(output.elementType())
              + ". Use @ExpectContains, or hash an output of String.");
      valid = false;
    }
    AnnotationValue value = site.value("value");
    String hash = ((String) value.getValue()).strip();
    if (!isBase64Md5(hash)) {
      site.error(
          ErrorTag.PipespecBadHash,
          site.on()
              + " gives the hash \""
              + hash
              + "\", which is not a base64-encoded MD5 (24 characters of A-Z, a-z, 0-9, + and /,"
              + " ending in ==). Write the hash Beam Go's passert.Hash prints, such as"
              + " \"GH70Q2Ei0cwvQNwrkvDroA==\".",
          value);
      valid = false;
    }
    long size = site.number("size");
    valid &= ValuesReader.notNegative(site, "size", size);
    return valid ? Optional.of(new Check(output.name(), hash, size)) : Optional.empty();
  }

  private static boolean isBase64Md5(String hash) {
    if (hash.length() != 24) {
      return false;
    }
    try {
      return Base64.getDecoder().decode(hash).length == 16;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }
}
