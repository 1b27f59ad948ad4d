package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The {@code @UnderTest} method of a job test: {@code static void m(Pipeline p)} or {@code static
 * void m(Pipeline p, XOptions options)}.
 *
 * @param optionsType the job's own {@code PipelineOptions} subtype, when it takes one
 */
@API(status = API.Status.INTERNAL)
public record JobModel(ClassRef owner, String methodName, Optional<JavaType> optionsType) {}
