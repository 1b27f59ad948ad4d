package io.pipespec.processor.validation;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.PipespecNames;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** Reads {@code @BaseTime}: the instant that relative times of a class count from. */
final class BaseTimeReader {

  private final AnnotationLookup lookup;
  private final ValidationReport report;

  BaseTimeReader(AnnotationLookup lookup, ValidationReport report) {
    this.lookup = lookup;
    this.report = report;
  }

  /**
   * The base time of {@code owner}: its own {@code @BaseTime}, else {@code testClass}'s, else the
   * epoch. A wrong {@code @BaseTime} is reported (once per validation of its class) and counts as
   * the epoch, so that later messages still make sense.
   */
  long of(TypeElement owner, TypeElement testClass) {
    Optional<Long> own = read(owner);
    if (own.isPresent() || owner.equals(testClass)) {
      return own.orElse(0L);
    }
    return read(testClass).orElse(0L);
  }

  private Optional<Long> read(TypeElement type) {
    Optional<AnnotationMirror> mirror = lookup.find(type, PipespecNames.BASE_TIME);
    if (mirror.isEmpty()) {
      return Optional.empty();
    }
    TimeGrammar.Parsed parsed = TimeGrammar.baseTime(lookup.stringValue(mirror.get(), "value"));
    return parsed.millis();
  }

  /** The error of a wrong {@code @BaseTime} on {@code type}, added to the report. */
  void report(TypeElement type) {
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
