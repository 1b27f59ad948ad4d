package io.pipespec.processor.model;

import org.apiguardian.api.API;

/**
 * A {@code @BaseTime}: where the relative times of a scenario count from and, in a function test,
 * where the harness's processing time starts.
 *
 * @param millis the instant, in epoch milliseconds
 * @param source the instant as the user wrote it, shown beside the number in generated code
 */
@API(status = API.Status.INTERNAL)
public record BaseTimeModel(long millis, String source) {}
