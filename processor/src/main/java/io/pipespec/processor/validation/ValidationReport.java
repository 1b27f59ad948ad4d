package io.pipespec.processor.validation;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The diagnostics found while validating one thing: a test class, one of its parts, or an element
 * whose annotations are misplaced. Immutable once {@link Builder#build() built}: validators add to
 * a {@link Builder}, the processor prints the report of a class once and writes its suite only when
 * it is clean.
 *
 * <p>A validator that checks one part of a class (a method, an input, a timeline, a scenario)
 * validates it into a report of its own with {@link Builder#part}: that report alone decides
 * whether the part's model is kept, so nobody else's errors count against it, and its errors join
 * the enclosing report in the order found. What a report says depends only on what was validated
 * into it, never on the order in which other parts were validated.
 */
@API(status = API.Status.INTERNAL)
public final class ValidationReport {

  /** One diagnostic and the place it points to; {@code mirror} and {@code value} may be null. */
  public record Item(
      Diagnostic.Kind kind,
      ErrorTag tag,
      String message,
      Element element,
      @Nullable AnnotationMirror mirror,
      @Nullable AnnotationValue value) {

    /** The message as printed: the tag in brackets, then the text. */
    public String formatted() {
      return tag.inBrackets() + " " + message;
    }
  }

  private final List<Item> items;

  private ValidationReport(List<Item> items) {
    this.items = List.copyOf(items);
  }

  /** A report to add to. */
  public static Builder builder() {
    return new Builder();
  }

  /** True when no error was added to this report or to a report of one of its parts. */
  public boolean isClean() {
    return items.isEmpty();
  }

  /** Prints every item, each attached to its element, annotation mirror and annotation value. */
  public void printTo(Messager messager) {
    for (Item item : items) {
      if (item.value() != null) {
        messager.printMessage(
            item.kind(), item.formatted(), item.element(), item.mirror(), item.value());
      } else if (item.mirror() != null) {
        messager.printMessage(item.kind(), item.formatted(), item.element(), item.mirror());
      } else {
        messager.printMessage(item.kind(), item.formatted(), item.element());
      }
    }
  }

  /** The report being written: validators add errors to it, then it is built once. */
  public static final class Builder {

    private final List<Item> items = new ArrayList<>();

    private Builder() {}

    public void addError(ErrorTag tag, String message, Element element) {
      addError(tag, message, element, null, null);
    }

    public void addError(
        ErrorTag tag, String message, Element element, @Nullable AnnotationMirror mirror) {
      addError(tag, message, element, mirror, null);
    }

    public void addError(
        ErrorTag tag,
        String message,
        Element element,
        @Nullable AnnotationMirror mirror,
        @Nullable AnnotationValue value) {
      items.add(new Item(Diagnostic.Kind.ERROR, tag, message, element, mirror, value));
    }

    /** Adds the diagnostics of {@code part}, the report about one part of this one. */
    public void addSubreport(ValidationReport part) {
      items.addAll(part.items);
    }

    /**
     * Validates one part into a report of its own, which is then added to this one: the part's
     * model when that report is clean, else empty.
     */
    public <T> Optional<T> part(Function<Builder, Optional<T>> validation) {
      Builder part = new Builder();
      Optional<T> model = validation.apply(part);
      ValidationReport report = part.build();
      addSubreport(report);
      return report.isClean() ? model : Optional.empty();
    }

    /** The report of everything added so far. */
    @CheckReturnValue
    public ValidationReport build() {
      return new ValidationReport(items);
    }
  }
}
