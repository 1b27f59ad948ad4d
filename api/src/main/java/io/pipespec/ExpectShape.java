package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Expects the scenario's pipeline to keep the shape recorded in a file kept with the tests: what a
 * new version of a streaming job must keep to take over the running version's state (a Flink
 * savepoint, a Dataflow update). The shape is the full name of every transform, each stateful
 * transform's key and window coders and its state and timer declarations with their coders, and
 * each collection's coder and windowing.
 *
 * <p>A change that the running job's state would not survive fails, named with the reason and the
 * fix: a stateful transform renamed or removed, a state's coder or kind changed, a state or timer
 * removed, a key or window coder of a stateful transform changed. Safe changes (a new or renamed
 * stateless transform, a new state) pass, listed on standard error.
 *
 * <p>The file is {@code src/test/resources/<package>/<TestClass>/<Scenario>.<method>.shape} (the
 * directory is {@code pipespec.snapshots.dir}). Record it with {@code -Dpipespec.shapes=record},
 * rewrite it after a wanted change with {@code -Dpipespec.shapes=update}, and review it as code; a
 * plain run only verifies. Usable in pipeline and job tests; a function test has no pipeline and is
 * refused at compile time. See {@code docs/shapes.md}.
 *
 * <p>The annotated method is {@code void}, takes no parameters and has an empty body; it only names
 * the expectation, so that IDEs and build tools show and rerun it as a test.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectShape {}
