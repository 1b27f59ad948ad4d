/**
 * Generated scenarios ({@code @Generate}): drawing an input's timeline from a {@code Timelines}
 * generator with recorded choices ({@link io.pipespec.runtime.generate.RecordedChoices}, {@link
 * io.pipespec.runtime.generate.TimelineDraw}, {@link io.pipespec.runtime.generate.DrawnTimeline}),
 * running the tries and shrinking a failing one by its choices ({@link
 * io.pipespec.runtime.generate.ChoiceShrinker}). The top room of the runtime: it may use {@code
 * explore} and every room below; only the engine uses it. {@code @API(status = INTERNAL)}: used by
 * the engine.
 */
package io.pipespec.runtime.generate;
