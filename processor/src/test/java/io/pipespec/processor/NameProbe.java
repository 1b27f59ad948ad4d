package io.pipespec.processor;

import io.pipespec.processor.types.TypeFacts;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.TestClassValidator;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/** Asks {@link TestClassValidator} for the harness name of a class on the classpath. */
final class NameProbe extends AbstractProcessor {

  private final String canonicalName;
  String harnessName;

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
    if (harnessName == null) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(canonicalName);
      TypeFacts facts =
          new TypeFacts(processingEnv.getTypeUtils(), processingEnv.getElementUtils());
      harnessName =
          new TestClassValidator(facts, new AnnotationLookup(processingEnv.getElementUtils()))
              .suiteName(type)
              .canonicalName();
    }
    return false;
  }
}
