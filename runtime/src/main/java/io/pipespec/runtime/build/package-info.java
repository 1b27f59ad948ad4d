/**
 * Building a scenario's pipeline, before it runs: a {@link
 * io.pipespec.runtime.build.PipelineConstruction} is either a transform under test fed by its
 * inputs ({@code TransformConstruction}) or a whole job ({@link
 * io.pipespec.runtime.build.JobConstruction}: built with its options ({@code JobOptions}, {@code
 * JobArguments}, {@code OptionsOverlay}), its named reads replaced by inputs and its named writes
 * by captures ({@code TransformGraph}, {@code JobOverrides}), every other read and write that would
 * touch what is outside the test refused ({@code JobBoundary}, {@code JobRefusal}) unless the
 * scenario lets it run as written ({@link io.pipespec.runtime.build.AsWritten}); what it wired is
 * {@link io.pipespec.runtime.build.JobWiring}). Timelines become sources here ({@code
 * TimelineSource}, and {@link io.pipespec.runtime.takeover.TakeOverSource}, the one a runner
 * checkpoints for a take-over), and each output gets its capture point ({@code CapturePoint}).
 * {@code @API(status = INTERNAL)}.
 */
package io.pipespec.runtime.build;
