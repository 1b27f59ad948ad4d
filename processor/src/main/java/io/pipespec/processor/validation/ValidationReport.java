package io.pipespec.processor.validation;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * The diagnostics found while validating one {@code @PipelineTest} class. Validators add to it; the
 * processor prints it once and builds a model only when it {@link #isClean() is clean}.
 */
public final class ValidationReport {

  /** One diagnostic and the place it points to; {@code mirror} and {@code value} may be null. */
  public record Item(
      Diagnostic.Kind kind,
      ErrorTag tag,
      String message,
      Element element,
      AnnotationMirror mirror,
      AnnotationValue value) {

    /** The message as printed: the tag in brackets, then the text. */
    public String formatted() {
      return tag.inBrackets() + " " + message;
    }
  }

  private final List<Item> items = new ArrayList<>();

  public void addError(ErrorTag tag, String message, Element element) {
    addError(tag, message, element, null, null);
  }

  public void addError(ErrorTag tag, String message, Element element, AnnotationMirror mirror) {
    addError(tag, message, element, mirror, null);
  }

  public void addError(
      ErrorTag tag,
      String message,
      Element element,
      AnnotationMirror mirror,
      AnnotationValue value) {
    items.add(new Item(Diagnostic.Kind.ERROR, tag, message, element, mirror, value));
  }

  /** True when no error was added. */
  public boolean isClean() {
    return items.stream().noneMatch(item -> item.kind() == Diagnostic.Kind.ERROR);
  }

  public List<Item> items() {
    return List.copyOf(items);
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
}
