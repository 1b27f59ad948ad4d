package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * The Beam runners a {@link PipelineTest}'s scenarios run on, each scenario once per runner, for
 * example {@code @Runners({"DirectRunner", "FlinkRunner"})}. On a {@link Scenario} class it applies
 * to that scenario; on the test class to every scenario that declares none. It takes precedence
 * over the engine's {@code pipespec.runners} (and {@code pipespec.runner}) configuration.
 *
 * <p>A runner is named as Beam's {@code --runner} names it: its simple class name ({@code
 * FlinkRunner}), the same without {@code Runner} ({@code flink}), or its class name. Every runner
 * must be on the test class path; one that is not makes the class fail with the dependency to add.
 *
 * <p>With more than one runner, the test tree has a node per runner below the scenario and each
 * expectation's name ends with its runner in brackets ({@code firstWindowTotals [FlinkRunner]}).
 * When the runners disagree on an expectation, its failure says on which it passes and on which it
 * fails, and shows their window histories side by side.
 *
 * <p>The processor rejects an empty list, a blank name and a runner named twice, and the annotation
 * on a {@link FunctionTest}, whose scenarios run on the function's harness rather than on a runner.
 * The engine reads the annotation from the compiled class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = EXPERIMENTAL)
public @interface Runners {
  /** The runners, at least one, each named once, in the order their results are reported. */
  String[] value();
}
