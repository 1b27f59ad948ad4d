package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Marks the static {@code void} method of a {@link FunctionTest} class that configures the harness
 * before it is built: it takes the {@code StatefulFunctionHarness.Builder<K, V, OutputT>} and calls
 * what it needs on it, such as {@code withWindowFn}, {@code withAllowedLateness}, coders or side
 * inputs.
 *
 * <pre>{@code
 * @ConfigureHarness
 * static void windows(StatefulFunctionHarness.Builder<String, Long, KV<String, Long>> harness) {
 *   harness.withWindowFn(FixedWindows.of(Duration.standardMinutes(10)));
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ConfigureHarness {}
