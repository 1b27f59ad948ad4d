package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.validation.ErrorTag;
import java.math.BigInteger;
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
    Optional<String> impossible =
        impossible(parts.get(0), parts.get(1), parts.get(2), parts.get(3));
    if (impossible.isPresent()) {
      site.error(
          ErrorTag.PipespecMetricValue,
          "@ExpectDistribution on "
              + site.methodName()
              + " can never hold: "
              + impossible.get()
              + ". Correct the values.");
      return Optional.empty();
    }
    return Optional.of(
        new Check(selector.get(), parts.get(0), parts.get(1), parts.get(2), parts.get(3)));
  }

  /**
   * Why no distribution has these parts, if none has: every update is at least min and at most max,
   * one update is min and one is max, and the sum adds count updates.
   */
  static Optional<String> impossible(
      OptionalLong count, OptionalLong sum, OptionalLong min, OptionalLong max) {
    if (count.isPresent() && count.getAsLong() < 0) {
      return Optional.of("count = \"" + count.getAsLong() + "\" is negative");
    }
    if (min.isPresent() && max.isPresent() && min.getAsLong() > max.getAsLong()) {
      return Optional.of(
          "min = \"" + min.getAsLong() + "\" is above max = \"" + max.getAsLong() + "\"");
    }
    if (count.isEmpty()) {
      return Optional.empty();
    }
    long n = count.getAsLong();
    if (n == 0) {
      return sum.isPresent() || min.isPresent() || max.isPresent()
          ? Optional.of("count = \"0\" means no update, which has no sum, min or max")
          : Optional.empty();
    }
    if (n == 1 && min.isPresent() && max.isPresent() && min.getAsLong() != max.getAsLong()) {
      return Optional.of("count = \"1\" means one update, which is both the min and the max");
    }
    if (sum.isEmpty()) {
      return Optional.empty();
    }
    BigInteger total = BigInteger.valueOf(sum.getAsLong());
    BigInteger others = BigInteger.valueOf(n - 1);
    if (min.isPresent()) {
      // At least: one update at max (or at min), the others at min.
      BigInteger least =
          BigInteger.valueOf(max.orElse(min.getAsLong()))
              .add(others.multiply(BigInteger.valueOf(min.getAsLong())));
      if (total.compareTo(least) < 0) {
        return Optional.of(
            "sum = \""
                + sum.getAsLong()
                + "\" is below the least "
                + n
                + " updates can add: "
                + least);
      }
    }
    if (max.isPresent()) {
      BigInteger most =
          BigInteger.valueOf(min.orElse(max.getAsLong()))
              .add(others.multiply(BigInteger.valueOf(max.getAsLong())));
      if (total.compareTo(most) > 0) {
        return Optional.of(
            "sum = \""
                + sum.getAsLong()
                + "\" is above the most "
                + n
                + " updates can add: "
                + most);
      }
    }
    return Optional.empty();
  }
}
