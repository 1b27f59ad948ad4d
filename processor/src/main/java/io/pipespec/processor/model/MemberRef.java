package io.pipespec.processor.model;

import org.apiguardian.api.API;

/**
 * A static field, or a static method without parameters, that generated code reads.
 *
 * @param owner the class that declares it
 * @param name its name
 * @param isMethod whether it is a method (called) or a field (read)
 */
@API(status = API.Status.INTERNAL)
public record MemberRef(ClassRef owner, String name, boolean isMethod) {}
