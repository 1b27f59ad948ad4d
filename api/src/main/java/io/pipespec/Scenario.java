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
 * Marks a static nested class of a {@link PipelineTest} class as one scenario: one set of inputs,
 * one pipeline run, and the expectations judged against that run.
 *
 * <p>The class must be static and not private. When it declares an instance {@link Satisfies}
 * method it needs a constructor without parameters that is not private: the checker runs on a new
 * instance, as a JUnit test method would.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = STABLE)
public @interface Scenario {}
