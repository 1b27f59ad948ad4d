package io.pipespec.processor.model;

import org.apiguardian.api.API;

/** A check on the elements of one output, named by {@link #output()}. */
@API(status = API.Status.INTERNAL)
public interface OutputCheck extends CheckModel {

  /** The name of the output it judges. */
  String output();

  @Override
  default TargetModel target() {
    return new TargetModel.Output(output());
  }
}
