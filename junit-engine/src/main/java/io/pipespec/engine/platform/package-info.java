/**
 * The engine as the JUnit Platform loads it: {@link
 * io.pipespec.engine.platform.PipespecTestEngine}, named in {@code
 * META-INF/services/org.junit.platform.engine.TestEngine}, which hands discovery to {@code
 * engine.discovery} and execution to the descriptors' life cycle ({@code engine.descriptor}, {@code
 * engine.execution}). The top of the engine's packages: none of them depends on this one.
 * {@code @API(status = INTERNAL)}.
 */
package io.pipespec.engine.platform;
