package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Marks the static method that applies the transform under test.
 *
 * <p>Its parameters are the inputs, each a {@code PCollection<T>}; each parameter is fed by the
 * {@link Input} of the same name. It returns either a single {@code PCollection<T>} (the output is
 * then named after the method), or a record whose components are all {@code PCollection}s: each
 * component is a named output that expectations select with {@code output = "name"}.
 *
 * <pre>{@code
 * @UnderTest
 * static WordCount.Result wordCount(PCollection<String> lines) {
 *   return WordCount.of(lines);   // record Result(PCollection<KV<String, Long>> counts,
 * }                               //               PCollection<String> rejected)
 * }</pre>
 *
 * <p><b>A job test.</b> The method may instead build a whole job on a given {@code Pipeline}, reads
 * and writes included, and return {@code void}: {@code static void scores(Pipeline p)} or {@code
 * static void scores(Pipeline p, ScoresOptions options)}, where the second parameter is the job's
 * own {@code PipelineOptions} subtype (given by {@link Options}). Its scenarios replace reads with
 * {@code @Input(replaces = "ReadLines")} or {@code @Timeline(replaces = ...)}, and capture writes
 * with {@link Output}{@code (name = "scores", of = "WriteScores")}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface UnderTest {}
