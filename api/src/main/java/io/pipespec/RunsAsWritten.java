package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * In a job test, the reads and writes of the job that may run as written, touching what they touch
 * outside the test: {@code @RunsAsWritten({"ReadReferenceData", "WriteAudit"})}. Without it, a job
 * test refuses before the job runs every read that no {@code @Input(replaces = ...)} or
 * {@code @Timeline(replaces = ...)} replaces and every write that no {@link Output} captures, and
 * lists each with the annotation that would replace or capture it.
 *
 * <p>A read is an outermost transform that consumes nothing; those that touch nothing outside the
 * JVM are never refused and need no name here: Beam's {@code Create.of(...)} ({@code
 * Create.Values}), {@code Create.timestamped(...)}, {@code Create.windowedValues(...)}, {@code
 * TestStream}, {@code GenerateSequence} and {@code Impulse}. A write is an outermost transform that
 * consumes a {@code PCollection} and whose outputs, if it has any, no other transform consumes (a
 * {@code TextIO.write()}, a {@code FileIO.write()} whose result is left unused, a {@code ParDo}
 * whose output nothing reads and which can therefore only have side effects).
 *
 * <p>On the test class it applies to every scenario; on a {@link Scenario} class it adds to the
 * test class's for that scenario. A name is the transform's full name in the pipeline graph or a
 * last segment that only it has, as for {@link Output#of()}. What a scenario let run as written is
 * said on its report entries, on the console (one line to standard error) and in every failure of
 * that scenario.
 *
 * <p>A write of files let run puts them in a temporary directory of the scenario's own, not where
 * the job says: each Beam {@code WriteFiles} in it ({@code TextIO}, {@code AvroIO}, {@code
 * TFRecordIO}, a {@code FileBasedSink}) writes {@code /data/out/totals} as {@code
 * /tmp/pipespec-files-123/data/out/totals}, kept after the run and named on the console. A write
 * that names its files only at run time ({@code FileIO.write()}) cannot be moved and is refused
 * before the run, unless {@link #keepPaths()} lets it write where the job says; a {@code DoFn} that
 * writes files itself is not seen, and writes where it writes.
 *
 * <p>The processor rejects the annotation on a test that is not a job test, a blank name, a name
 * given twice, and a name that the same scenario also replaces or captures. At run time a name that
 * matches no transform, or a transform that is neither a read left as written nor a write left
 * uncaptured, fails the scenario before it runs.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = EXPERIMENTAL)
public @interface RunsAsWritten {
  /** The reads and writes that may run as written, each named once. */
  String[] value();

  /**
   * Whether the writes of files named here write where the job says instead of in a temporary
   * directory. Refused when none of the names writes files.
   */
  boolean keepPaths() default false;
}
