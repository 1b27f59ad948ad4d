package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Marks a class as a Pipespec pipeline test.
 *
 * <p>The class declares one {@link UnderTest} method: the transform under test. It is either a
 * single scenario itself (its {@link Input}s and expectations are declared directly on it), or it
 * holds one or more static nested classes annotated {@link Scenario}, each with its own inputs and
 * expectations, all sharing the outer {@code @UnderTest}. Inputs declared on the outer class are
 * shared by every scenario that does not declare its own input of the same name.
 *
 * <p>The class is a top-level class: Maven Surefire's default excludes skip nested classes, so the
 * processor refuses a nested one. The Pipespec annotation processor validates the class at compile
 * time and generates a suite named {@code Pipespec_<TestClass>} beside it; the {@code pipespec}
 * JUnit Platform engine runs the suite. Each scenario is one pipeline run; each expectation method
 * is one test.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = STABLE)
public @interface PipelineTest {}
