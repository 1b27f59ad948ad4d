package io.pipespec.processor.model;

import org.apiguardian.api.API;

/**
 * One output of the transform under test.
 *
 * @param name the name expectations select it by
 * @param accessor the record accessor that returns it, or empty for a single output
 * @param elementType the {@code T} of its {@code PCollection<T>}
 */
@API(status = API.Status.INTERNAL)
public record OutputModel(String name, String accessor, JavaType elementType) {}
