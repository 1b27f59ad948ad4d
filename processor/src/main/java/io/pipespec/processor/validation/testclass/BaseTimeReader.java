package io.pipespec.processor.validation.testclass;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.model.BaseTimeModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/** Reads {@code @BaseTime}: the instant that relative times of a class count from. */
@API(status = API.Status.INTERNAL)
public final class BaseTimeReader {

  private final AnnotationLookup lookup;

  public BaseTimeReader(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /**
   * The base time of {@code owner}: its own {@code @BaseTime}, else {@code testClass}'s, else the
   * epoch. A wrong {@code @BaseTime} counts as the epoch, so that later messages still make sense;
   * {@link #check} reports it.
   */
  public long of(TypeElement owner, TypeElement testClass) {
    Optional<Long> own = read(owner);
    if (own.isPresent() || owner.equals(testClass)) {
      return own.orElse(0L);
    }
    return read(testClass).orElse(0L);
  }

  /**
   * The {@code @BaseTime} that {@code owner} counts from, as written: its own, else {@code
   * testClass}'s; empty when neither has one (or it is wrong, which {@link #check} reports).
   */
  public Optional<BaseTimeModel> declared(TypeElement owner, TypeElement testClass) {
    Optional<BaseTimeModel> own = model(owner);
    return own.isPresent() || owner.equals(testClass) ? own : model(testClass);
  }

  private Optional<BaseTimeModel> model(TypeElement type) {
    return lookup
        .find(type, PipespecNames.BASE_TIME)
        .map(mirror -> lookup.stringValue(mirror, "value"))
        .flatMap(
            text ->
                TimeGrammar.baseTime(text)
                    .millis()
                    .map(millis -> new BaseTimeModel(millis, "@BaseTime(\"" + text + "\")")));
  }

  private Optional<Long> read(TypeElement type) {
    return lookup
        .find(type, PipespecNames.BASE_TIME)
        .flatMap(mirror -> TimeGrammar.baseTime(lookup.stringValue(mirror, "value")).millis());
  }

  /** Reports a wrong {@code @BaseTime} on {@code type}; call it once per class. */
  public void check(TypeElement type, ValidationReport.Builder report) {
    Optional<AnnotationMirror> mirror = lookup.find(type, PipespecNames.BASE_TIME);
    if (mirror.isEmpty()) {
      return;
    }
    TimeGrammar.Parsed parsed = TimeGrammar.baseTime(lookup.stringValue(mirror.get(), "value"));
    if (parsed.millis().isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadTime,
          "@BaseTime on " + type.getSimpleName() + ": " + parsed.error() + ".",
          type,
          mirror.get(),
          lookup.value(mirror.get(), "value"));
    }
  }
}
