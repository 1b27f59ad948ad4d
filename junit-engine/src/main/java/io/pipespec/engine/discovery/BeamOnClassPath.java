package io.pipespec.engine.discovery;

import static org.apiguardian.api.API.Status.INTERNAL;
import static org.junit.platform.engine.DiscoveryIssue.Severity.ERROR;

import io.pipespec.beam.SupportedBeam;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.commons.util.ClassLoaderUtils;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.UniqueId;

/**
 * The Beam on the test class path, checked before anything is discovered: Beam jars of different
 * versions, or a Beam outside the range Pipespec supports, would fail every test with an {@code
 * AbstractMethodError} or a {@code NoSuchMethodError}. Instead, discovery stops with one error
 * issue that names every Beam jar, its version, and the BOM import that fixes it; the platform then
 * reports the engine as failed with that message, once.
 */
@API(status = INTERNAL)
public final class BeamOnClassPath {

  private BeamOnClassPath() {}

  /**
   * Whether the Beam on the class path can run Pipespec; if not, the issue saying why has been
   * reported to the request's listener.
   */
  public static boolean canRun(EngineDiscoveryRequest request, UniqueId engineId) {
    Optional<String> problem = SupportedBeam.problem(ClassLoaderUtils.getDefaultClassLoader());
    problem.ifPresent(
        message ->
            request
                .getDiscoveryListener()
                .issueEncountered(engineId, DiscoveryIssue.create(ERROR, message)));
    return problem.isEmpty();
  }
}
