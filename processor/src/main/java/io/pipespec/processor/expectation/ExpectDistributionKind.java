package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/** {@code @ExpectDistribution}: any of count, sum, min and max of the distributions merged. */
@API(status = API.Status.INTERNAL)
public final class ExpectDistributionKind extends MetricKind<ExpectDistributionKind.Check> {

  private static final List<String> PARTS = List.of("count", "sum", "min", "max");

  /** The merged distributions {@code selector} selects have these parts; empty ones unchecked. */
  public record Check(
      Selector selector, OptionalLong count, OptionalLong sum, OptionalLong min, OptionalLong max)
      implements MetricCheck {
    @Override
    public RuntimeCall expectation() {
      return metricExpectations(
          "distribution",
          selector.metric(),
          new CallArgument.OptionalNumber(count),
          new CallArgument.OptionalNumber(sum),
          new CallArgument.OptionalNumber(min),
          new CallArgument.OptionalNumber(max));
    }
  }

  ExpectDistributionKind() {
    super("io.pipespec.ExpectDistribution");
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    Optional<Selector> selector = selector(site);
    List<OptionalLong> parts = new ArrayList<>();
    boolean any = false;
    boolean wrong = false;
    for (String part : PARTS) {
      boolean given = !site.string(part).isBlank();
      OptionalLong value = number(site, part, true);
      any |= given;
      wrong |= given && value.isEmpty();
      parts.add(value);
    }
    if (!any) {
      site.error(
          ErrorTag.PipespecMetricValue,
          "@ExpectDistribution on "
              + site.methodName()
              + " expects nothing. Give at least one of count, sum, min and max, such as count ="
              + " \"3\".");
      return Optional.empty();
    }
    if (selector.isEmpty() || wrong) {
      return Optional.empty();
    }
    return Optional.of(
        new Check(selector.get(), parts.get(0), parts.get(1), parts.get(2), parts.get(3)));
  }
}
