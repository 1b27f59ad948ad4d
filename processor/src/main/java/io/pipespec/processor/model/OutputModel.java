package io.pipespec.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * One output of the transform under test.
 *
 * @param name the name expectations select it by
 * @param accessor the record accessor that returns it, or empty for a single output
 * @param elementType the {@code T} of its {@code PCollection<T>}
 */
public record OutputModel(String name, String accessor, TypeName elementType) {}
