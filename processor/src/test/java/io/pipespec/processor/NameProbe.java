package io.pipespec.processor;

import io.pipespec.processor.types.JavaTypes;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/** Asks the processor's model for the suite name of a class on the classpath. */
final class NameProbe extends AbstractProcessor {

  private final String canonicalName;
  String suiteName;

  NameProbe(String canonicalName) {
    this.canonicalName = canonicalName;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (suiteName == null) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(canonicalName);
      suiteName = JavaTypes.classRef(type).suite().canonicalName();
    }
    return false;
  }
}
