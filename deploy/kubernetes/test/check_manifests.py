"""The rules a sharded run depends on, checked on the manifests `kubectl kustomize` renders from a kustomization.

Usage: check_manifests.py RENDERED.yaml [--per-index | --backoff-limit-0] [--run RUN_ID] [--also FILE.yaml]
(--also adds resources applied beside the kustomization, such as the PodMonitor.)

The schemas say whether a field exists; these rules say whether the run works: one run id shared by every shard and
the merge, N the same everywhere, a shard never restarted, the shards spread over the nodes, metrics reachable,
one image, signals delivered to the JVM, no process as root. Prints one line per broken rule and exits 1, or exits 0.
"""
import re
import shlex
import sys

import yaml

RUN_LABEL = "dbbench.dev/run"
ROLE_LABEL = "dbbench.dev/role"
RUN_FIELD = f"metadata.labels['{RUN_LABEL}']"


def env_of(container):
    return {e["name"]: e for e in container.get("env", [])}


def from_run_label(env, name):
    return env.get(name, {}).get("valueFrom", {}).get("fieldRef", {}).get("fieldPath") == RUN_FIELD


def arg_after(args, option):
    return args[args.index(option) + 1] if option in args[:-1] else None


def selects(selector, labels):
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def check(docs, mode, run):
    rules = []

    def rule(what, ok):
        rules.append((what, bool(ok)))

    by_kind = {}
    for d in docs:
        by_kind.setdefault(d["kind"], []).append(d)
    jobs = by_kind.get("Job", [])
    shards = [j for j in jobs if j["spec"].get("completionMode") == "Indexed"]
    merges = [j for j in jobs if j not in shards]
    rule("exactly one Indexed Job, the shards", len(shards) == 1)
    rule("at most one other Job, the merge", len(merges) <= 1)
    for j, component in [(j, "shards") for j in shards] + [(j, "merge") for j in merges]:
        rule(f"job/{j['metadata']['name']} is labelled app.kubernetes.io/component={component} (run.sh finds it so)",
             j["metadata"].get("labels", {}).get("app.kubernetes.io/component") == component)
    if len(shards) != 1:
        return rules
    job = shards[0]
    spec, tmpl = job["spec"], job["spec"]["template"]
    pod, labels = tmpl["spec"], tmpl.get("metadata", {}).get("labels", {})
    container = pod["containers"][0]
    env, args = env_of(container), [str(a) for a in container.get("args", [])]
    n = spec.get("completions")

    # A shard cannot be restarted once the steps started, and one failure must not end the others.
    rule("completionMode is Indexed", spec.get("completionMode") == "Indexed")
    rule("restartPolicy is Never", pod.get("restartPolicy") == "Never")
    rule("parallelism equals completions", spec.get("parallelism") == n)
    rule("DBBENCH_SHARDS equals completions", str(env.get("DBBENCH_SHARDS", {}).get("value")) == str(n))
    if mode == "per-index":
        rule("backoffLimitPerIndex is 0", spec.get("backoffLimitPerIndex") == 0)
        rule("maxFailedIndexes equals completions", spec.get("maxFailedIndexes") == n)
        rule("no backoffLimit beside the per-index one", "backoffLimit" not in spec)
    else:
        rule("backoffLimit is 0", spec.get("backoffLimit") == 0)
        rule("no per-index limits", "backoffLimitPerIndex" not in spec and "maxFailedIndexes" not in spec)
    rule("the password comes from a Secret", "secretKeyRef" in env.get("DB_PASSWORD", {}).get("valueFrom", {}))

    # One run id per apply: the label on the Job and its pods, read by the shards, in the name of the results folder.
    run_value = labels.get(RUN_LABEL)
    rule(f"the shards' pods carry the run label {RUN_LABEL}", run_value)
    rule("the shards Job carries the run label of its pods", job["metadata"].get("labels", {}).get(RUN_LABEL) == run_value)
    rule("DBBENCH_RUN_ID comes from the run label", from_run_label(env, "DBBENCH_RUN_ID"))
    rule("--out is /results/$(DBBENCH_RUN_ID)/shard-$(JOB_COMPLETION_INDEX)",
         arg_after(args, "--out") == "/results/$(DBBENCH_RUN_ID)/shard-$(JOB_COMPLETION_INDEX)")
    if run:
        rule(f"the run label is {run}", run_value == run)
        rule(f"the shards Job's name ends in -{run}", job["metadata"]["name"].endswith("-" + run))
    for j in jobs:
        # Each pod's host name is the Job's name, '-' and the index: a DNS label of at most 63 characters.
        rule(f"job/{j['metadata']['name']}: the name leaves room for the index (at most 60 characters)",
             len(j["metadata"]["name"]) <= 60)

    # Every shard on its own node where there are nodes enough, counting this run's shards only.
    spread = [c for c in pod.get("topologySpreadConstraints", []) if c.get("topologyKey") == "kubernetes.io/hostname"]
    rule("the shards spread over kubernetes.io/hostname with maxSkew 1",
         any(c.get("maxSkew") == 1 and selects(c.get("labelSelector", {}).get("matchLabels"), labels) for c in spread))
    rule("the spread counts the run's own shards (matchLabelKeys: the run label)",
         any(RUN_LABEL in c.get("matchLabelKeys", []) for c in spread))

    # Metrics: every shard serves them on the port the Service, the annotations and the container name.
    port = arg_after(args, "--metrics-port")
    rule("the shards serve metrics (--metrics-port)", port and port.isdigit())
    rule("the metrics server listens beyond the pod (--metrics-bind 0.0.0.0)", arg_after(args, "--metrics-bind") == "0.0.0.0")
    ports = {p.get("name"): p.get("containerPort") for p in container.get("ports", [])}
    rule("the container names its metrics port", port and str(ports.get("metrics")) == port)
    notes = tmpl.get("metadata", {}).get("annotations", {})
    rule("the pods carry prometheus.io/scrape and prometheus.io/port",
         notes.get("prometheus.io/scrape") == "true" and notes.get("prometheus.io/port") == port)
    services = [s for s in by_kind.get("Service", []) if s["metadata"]["name"] == pod.get("subdomain")]
    rule("the pods join a headless Service named by their subdomain",
         services and services[0]["spec"].get("clusterIP") == "None")
    if services:
        svc = services[0]["spec"]
        rule("the Service selects every shard", selects(svc.get("selector"), labels) and RUN_LABEL not in svc.get("selector", {}))
        rule("the Service exposes the metrics port",
             any(p.get("targetPort") in ("metrics", port, int(port or 0)) for p in svc.get("ports", [])))
    for pdb in by_kind.get("PodDisruptionBudget", []):
        rule("the disruption budget keeps every shard (minAvailable equals completions)",
             selects(pdb["spec"].get("selector", {}).get("matchLabels"), labels) and pdb["spec"].get("minAvailable") == n)

    for mon in by_kind.get("PodMonitor", []):
        endpoints = mon["spec"].get("podMetricsEndpoints", [])
        rule("the PodMonitor selects every shard", selects(mon["spec"].get("selector", {}).get("matchLabels"), labels)
             and RUN_LABEL not in mon["spec"].get("selector", {}).get("matchLabels", {}))
        rule("the PodMonitor scrapes the metrics port", any(e.get("port") == "metrics" and "metrics" in ports for e in endpoints))

    # The merge: the same image, the same run, exactly that run's folders, started once the shards have ended.
    if merges:
        m = merges[0]
        mpod, mlabels = m["spec"]["template"]["spec"], m["spec"]["template"].get("metadata", {}).get("labels", {})
        mc = mpod["containers"][0]
        script = " ".join(str(a) for a in mc.get("command", []) + mc.get("args", []))
        rule("the merge Job is created suspended", m["spec"].get("suspend") is True)
        rule("the merge Job's pods carry the shards' run label", mlabels.get(RUN_LABEL) == run_value)
        rule("the merge Job reads DBBENCH_RUN_ID from the run label", from_run_label(env_of(mc), "DBBENCH_RUN_ID"))
        rule("the merge reads exactly /results/$DBBENCH_RUN_ID/shard-*", '"/results/$DBBENCH_RUN_ID"/shard-*' in script)
        rule("the merge Job's image is the shards' image", mc.get("image") == container.get("image"))
        volumes = {v["name"]: v for v in pod.get("volumes", [])}
        mvolumes = {v["name"]: v for v in mpod.get("volumes", [])}
        rule("the merge mounts the shards' results volume", "persistentVolumeClaim" in volumes.get("results", {})
             and volumes.get("results") == mvolumes.get("results"))

    for j in jobs:
        name, jpod = j["metadata"]["name"], j["spec"]["template"]["spec"]
        sc = jpod.get("securityContext", {})
        rule(f"job/{name}: runs as a user other than root", sc.get("runAsNonRoot") is True and sc.get("runAsUser", 0) != 0)
        images = {c.get("image") for c in jpod.get("containers", [])}
        rule(f"job/{name}: one image for every Job", images == {container.get("image")})
        for c in jpod.get("containers", []):
            rule(f"job/{name}: {c['name']} may not escalate privileges",
                 c.get("securityContext", {}).get("allowPrivilegeEscalation") is False)
            command = [str(a) for a in c.get("command", [])]
            # A shell between Kubernetes and the JVM must hand its process on, or SIGTERM stops at the shell.
            if command[:1] and re.search(r"(^|/)(ba)?sh$", command[0]) and "-c" in command:
                body = command[command.index("-c") + 1] if len(command) > command.index("-c") + 1 else ""
                last = [s for s in re.split(r"[;\n]|&&", body) if s.strip()][-1:] or [""]
                rule(f"job/{name}: {c['name']}'s shell ends in exec", shlex.split(last[0])[:1] == ["exec"])
    return rules


def main():
    path, options = sys.argv[1], sys.argv[2:]
    mode = "backoff-limit-0" if "--backoff-limit-0" in options else "per-index"
    run = options[options.index("--run") + 1] if "--run" in options else None
    files = [path] + ([options[options.index("--also") + 1]] if "--also" in options else [])
    docs = [d for f in files for d in yaml.safe_load_all(open(f, encoding="utf-8")) if d]
    broken = [what for what, ok in check(docs, mode, run) if not ok]
    for what in broken:
        print(f"error: {path}: not so: {what}", file=sys.stderr)
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
