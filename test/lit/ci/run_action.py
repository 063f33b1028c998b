#!/usr/bin/env python3
"""run_action.py ACTION WORKDIR [--skip NAME]... [--path DIR]... [NAME=VALUE]...:
runs the
shell steps of a composite action (action.yml) in WORKDIR as the GitHub
runner does, so that the steps the test suite checks are the ones written
there.

Each NAME=VALUE sets input NAME (the others take their defaults). A step's
env values have their ${{ inputs.NAME }} replaced; GITHUB_ACTION_PATH is the
action's directory; GITHUB_OUTPUT, GITHUB_ENV and GITHUB_PATH are files in
WORKDIR/.github-runner, and what a step appends to GITHUB_ENV and GITHUB_PATH
applies to the steps after it. Steps that use another action (actions/cache)
are listed and not run, as are steps named with --skip; --path DIR is on
PATH from the start, as if a step before had added it. The runs stop at the
first step that fails, and the script prints each step's exit status and
the outputs it set."""
import os
import re
import subprocess
import sys

import yaml

# The steps write to the same standard output, in order.
sys.stdout.reconfigure(line_buffering=True)
action_path, workdir = os.path.abspath(sys.argv[1]), sys.argv[2]
skip, given, paths = set(), {}, []
args = sys.argv[3:]
while args:
    arg = args.pop(0)
    if arg == "--skip":
        skip.add(args.pop(0))
    elif arg == "--path":
        paths.append(os.path.abspath(args.pop(0)))
    else:
        name, _, value = arg.partition("=")
        given[name] = value

action = yaml.safe_load(open(action_path))
inputs = {name: str(spec.get("default", ""))
          for name, spec in action.get("inputs", {}).items()}
for name in given:
    if name not in inputs:
        sys.exit("run_action.py: the action has no input '%s'" % name)
inputs.update(given)


def expand(text):
    def replace(match):
        expression = match.group(1).strip()
        if not expression.startswith("inputs."):
            sys.exit("run_action.py: cannot evaluate ${{ %s }}" % expression)
        return inputs[expression[len("inputs."):]]
    return re.sub(r"\$\{\{(.*?)\}\}", replace, str(text))


runner = os.path.join(workdir, ".github-runner")
os.makedirs(runner, exist_ok=True)
env = dict(os.environ)
env["GITHUB_ACTION_PATH"] = os.path.dirname(action_path)
env["GITHUB_WORKSPACE"] = os.path.abspath(workdir)
env["RUNNER_TEMP"] = runner
env["RUNNER_OS"] = "Linux"
env["GITHUB_SHA"] = "0" * 40
env["PATH"] = os.pathsep.join(paths + [env.get("PATH", "")])
for step in action["runs"]["steps"]:
    name = step.get("name", step.get("id", "?"))
    if "uses" in step:
        print("uses %s: not run" % step["uses"])
        continue
    if name in skip:
        print("skipped: %s" % name)
        continue
    files = {}
    for var in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH"):
        files[var] = os.path.join(runner, "%s-%s" % (step.get("id", "step"), var))
        open(files[var], "w").close()
    step_env = dict(env, **files)
    for var, value in step.get("env", {}).items():
        step_env[var] = expand(value)
    if step.get("shell") != "bash":
        sys.exit("run_action.py: step '%s' is not a bash step" % name)
    status = subprocess.call(["bash", "--noprofile", "--norc", "-eo",
                              "pipefail", "-c", expand(step["run"])],
                             cwd=workdir, env=step_env)
    print("status %d: %s" % (status, name))
    for line in open(files["GITHUB_OUTPUT"]):
        print("output %s.%s" % (step.get("id", "?"), line.rstrip("\n")))
    for line in open(files["GITHUB_ENV"]):
        var, _, value = line.rstrip("\n").partition("=")
        env[var] = value
    for line in open(files["GITHUB_PATH"]):
        env["PATH"] = line.rstrip("\n") + os.pathsep + env["PATH"]
    if status != 0:
        break
