/**
 * The processor as javac runs it: {@link io.pipespec.processor.rounds.PipespecProcessor},
 * registered with AutoService, takes each round's test classes, defers those whose types are not
 * complete yet, and orchestrates validate, model, write for each class. The top of the processor's
 * packages: none of them depends on this one. {@code @API(status = INTERNAL)}.
 */
package io.pipespec.processor.rounds;
