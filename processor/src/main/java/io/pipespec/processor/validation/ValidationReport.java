package io.pipespec.processor.validation;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.apiguardian.api.API;

/**
 * The diagnostics found while validating one test class. Validators add to it; the processor prints
 * it once and builds a model only when it {@link #isClean() is clean}.
 *
 * <p>A validator that checks one part of the class (a method, an input, a timeline) works on a
 * {@link #about subreport} of it: the subreport tells whether that part is clean, so the validator
 * can decide whether to build the part's model without counting anyone else's errors, and every
 * error it gets is in the whole report too, in the order found.
 */
@API(status = API.Status.INTERNAL)
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

  private final List<Item> items;
  private final ValidationReport parent;
  private final Element subject;
  private boolean clean = true;

  /** The report of a whole test class. */
  public ValidationReport(Element testClass) {
    this(new ArrayList<>(), null, testClass);
  }

  private ValidationReport(List<Item> items, ValidationReport parent, Element subject) {
    this.items = items;
    this.parent = parent;
    this.subject = subject;
  }

  /** A report about one part of what this report is about; its errors are this report's too. */
  public ValidationReport about(Element part) {
    return new ValidationReport(items, this, part);
  }

  /** The element this report is about. */
  public Element subject() {
    return subject;
  }

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
    for (ValidationReport report = this; report != null; report = report.parent) {
      report.clean = false;
    }
  }

  /** True when no error was added to this report or to one of its subreports. */
  public boolean isClean() {
    return clean;
  }

  /** Every diagnostic of the whole report, in the order found. */
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
