/**
 * Questions about compiler types ({@link io.pipespec.processor.types.TypeFacts}), how messages show
 * them ({@link io.pipespec.processor.types.TypeDisplay}), and their description as model data
 * ({@link io.pipespec.processor.types.JavaTypes}).
 */
package io.pipespec.processor.types;
