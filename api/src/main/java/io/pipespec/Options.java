package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * In a job test, the static method that gives the job its options: a {@code PipelineOptions} (of
 * the job's own subtype, as {@code PipelineOptionsFactory.as(ScoresOptions.class)} makes it) or the
 * job's {@code String[]} arguments, parsed and validated as Beam does ({@code
 * PipelineOptionsFactory.fromArgs(args).withValidation()}); a parse error fails the scenario with
 * Beam's message. One on the test class (every scenario), and one on a {@link Scenario} class
 * replaces it for that scenario. The runner is Pipespec's ({@code pipespec.runner}), whatever the
 * options say.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface Options {}
