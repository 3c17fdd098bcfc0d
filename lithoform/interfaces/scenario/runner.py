"""Running a scenario: the board is set up, the script's steps are performed in order, and every
expectation (`expect: illegal`, `can` / `cannot`, `check`, `expect`) is recorded as passed or failed.

Passing priority (`resolve`, `advance`) stops at any other decision. The runner itself answers only a
decision with a single legal answer, the order of simultaneous triggers (the order they triggered, 603.3b)
and the arrangement of cards put into a library together (the effect's order, 401.4), and only when the next
step is not a `choose` for it. A `choose` met while a player holds priority over a non-empty stack first lets players pass (as `resolve: all`) up to the next decision, so that
`activate` Tawnos, then `choose new_targets` reads as the format's example does.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from lithoform.interfaces.scenario.board import build
from lithoform.interfaces.scenario.drive import answers_kind, perform, probe
from lithoform.interfaces.scenario.engine import Rejected, StepFailure, answers, apply, pending_text
from lithoform.interfaces.scenario.expect import Expectation, check
from lithoform.interfaces.scenario.model import Act, Advance, Check, Query, Resolve, Scenario, Step, parse
from lithoform.interfaces.scenario.refs import AmbiguousRef, RefError, Refs, player_name
from lithoform.interfaces.scenario.source import ScenarioError
from lithoform.play.game import Game
from lithoform.rules.turn.steps import STEPS
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending

STEP_LIMIT = 5000  # engine actions one `resolve` or `advance` may take


@dataclass
class Result:
    line: int
    text: str
    passed: bool
    detail: str = ""


@dataclass
class Report:
    """The outcome of one file: its results, the game log, or why the file is malformed."""

    path: str
    name: str = ""
    rules: tuple[str, ...] = ()
    results: list[Result] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    error: ScenarioError | None = None
    game: Game | None = None  # the game as the file left it (for `lithoform explain`)

    @property
    def failed(self) -> list[Result]:
        return [r for r in self.results if not r.passed]

    @property
    def code(self) -> int:
        """0: every expectation passed; 1: one failed; 2: the file is malformed."""
        if self.error is not None:
            return 2
        return 1 if self.failed else 0


MAX_SCENARIO_BYTES = 1024 * 1024  # the largest judge scenario is a few KB


def run_file(path: str) -> Report:
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_SCENARIO_BYTES + 1)
    except OSError as e:
        return Report(path, error=ScenarioError(0, f"can't read the file: {e.strerror or e}"))
    if len(data) > MAX_SCENARIO_BYTES:
        return Report(path, error=ScenarioError(0, f"larger than {MAX_SCENARIO_BYTES} bytes; not a scenario"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return Report(path, error=ScenarioError(0, f"not UTF-8 text (byte {e.start}): a binary file?"))
    return run_text(text, path)


def run_text(text: str, path: str = "<scenario>") -> Report:
    report = Report(path)
    try:
        scenario = parse(text)
        report.name, report.rules = scenario.name, scenario.rules
        Runner(scenario, report).run()
    except ScenarioError as e:
        report.error = e
    except RecursionError:
        report.error = ScenarioError(0, "nested too deeply to be a scenario")
    return report


class Runner:
    def __init__(self, scenario: Scenario, report: Report) -> None:
        self.s = scenario
        self.report = report
        self.game = build(scenario.setup, scenario.seed, scenario.setup_line)
        self.refs = Refs(self.game.labels)

    def run(self) -> None:
        stopped = None
        for i, step in enumerate(self.s.script):
            problem = self._guarded(step.line, lambda i=i, step=step: self._step(i, step))
            if problem is not None:
                stopped = step.line
                self._result(step.line, step.text, False, problem)
                break
        if stopped is None:
            problem = self._guarded(0, lambda: self._settle(len(self.s.script)))
            if problem is not None:
                stopped = self.s.script[-1].line if self.s.script else 0
                self._result(stopped, "(after the script)", False, problem)
        for exp in self.s.expect:
            if stopped is None:
                self._check(exp)
            else:
                self._result(exp.line, exp.text, False, f"not checked: the script stopped at line {stopped}")
        self.report.log = self.game.log()
        self.report.game = self.game

    def _guarded(self, line: int, run: Callable[[], None]) -> str | None:
        """Runs a step; returns why the script can't go on, if it can't."""
        try:
            run()
        except StepFailure as e:
            return str(e)
        except AmbiguousRef as e:
            raise ScenarioError(line, str(e)) from None
        except RefError as e:
            return str(e)
        except Rejected as e:
            return f"rejected: {e}"
        except ScenarioError:
            raise
        except Exception as e:  # an engine crash is reported like any failure, with the log so far
            return f"internal error: {e!r}"
        return None

    def _result(self, line: int, text: str, passed: bool, detail: str = "") -> None:
        self.report.results.append(Result(line, text, passed, detail))

    def _check(self, exp: Expectation) -> None:
        try:
            problem = check(exp, self.game, self.refs)
        except AmbiguousRef as e:
            raise ScenarioError(exp.line, str(e)) from None
        self._result(exp.line, exp.text, problem is None, problem or "")

    # --- steps ---------------------------------------------------------------------------------------------

    def _step(self, i: int, step: Step) -> None:
        if isinstance(step, Act) and step.verb == "choose":
            self._settle(i)
            self._to_decision(i)
            self._act(step)
            return
        self._settle(i)
        if isinstance(step, Check):
            for exp in step.expectations:
                self._check(exp)
        elif isinstance(step, Query):
            self._query(step)
        elif isinstance(step, Act):
            self._act(step)
        elif isinstance(step, Resolve):
            self._resolve(i, step)
        elif isinstance(step, Advance):
            self._advance(i, step)

    def _act(self, step: Act) -> None:
        if step.illegal:
            self._illegal(step)
            return
        self.game = perform(self.game, self.refs, step)

    def _illegal(self, step: Act) -> None:
        """`expect: illegal`: the engine must refuse, and the state must be exactly as before."""
        before = self.game.to_json()
        saved = self.game.clone()
        try:
            perform(self.game, self.refs, step)
        except Rejected as e:
            self._back_out()
            after = self.game.to_json()
            if after == before:
                self._result(step.line, step.text, True, f"rejected: {e}")
            else:
                self._result(step.line, step.text, False,
                             f"rejected ({e}), but the state changed: {_diff(before, after)}")
        except StepFailure as e:
            self._result(step.line, step.text, False, f"expected illegal, but the step could not be tried: {e}")
        else:
            self._result(step.line, step.text, False, "expected illegal, but the engine accepted it")
        self.game = saved

    def _back_out(self) -> None:
        """A rejected choice mid-announcement (or mid-declaration) leaves it open; it is reversed (733)."""
        if Action("cancel") in self.game.legal_actions():
            apply(self.game, "cancel")

    def _query(self, step: Query) -> None:
        try:
            legal, why = probe(self.game, self.refs, step.act)
        except StepFailure as e:
            self._result(step.line, step.text, False, f"could not be asked: {e}")
            return
        except RefError as e:
            if isinstance(e, AmbiguousRef):
                raise
            self._result(step.line, step.text, False, f"could not be asked: {e}")
            return
        if legal == step.can:
            self._result(step.line, step.text, True, why)
        else:
            self._result(step.line, step.text, False, "it is legal" if legal else f"it is not legal: {why}")

    # --- passing priority ---------------------------------------------------------------------------------------

    def _settle(self, i: int) -> None:
        """Answers what the runner may answer itself before step `i` (see the module docstring)."""
        for _ in range(STEP_LIMIT):
            if not self._auto(i):
                return

    def _auto(self, i: int) -> bool:
        """Answers the pending decision if the runner may; False if it leaves it (or it is priority)."""
        p = self.game.pending
        if p.kind in ("priority", "game_over") or self._choose_follows(i, p):
            return False
        if p.kind == "order":
            apply(self.game, "order " + " ".join(str(n) for n in range(1, len(p.options) + 1)))
            return True
        if p.kind == "choose" and p.purpose == "arrange":  # 401.4: cards put in a library together keep the
            apply(self.game, f"choose {p.options[0]}")  # effect's order unless the script arranges them
            return True
        if p.kind in ("attackers", "blockers") and Action("done") in self.game.legal_actions():
            apply(self.game, "done")  # unless the script declares some: no attackers, no blockers
            return True
        options = answers(self.game)
        if len(options) == 1:
            apply(self.game, options[0])
            return True
        return False

    def _choose_follows(self, i: int, p: Pending) -> bool:
        """Whether the next step (checks aside) is a `choose` of that player that answers this kind of
        decision (a `choose` of cards doesn't answer a trigger's only target, which the runner takes)."""
        for step in self.s.script[i:]:
            if isinstance(step, Check):
                continue
            return (isinstance(step, Act) and step.verb == "choose" and step.player in (None, p.player)
                    and answers_kind(step.answers, p.kind))
        return False

    def _must_hold_priority(self) -> None:
        p = self.game.pending
        if p.kind not in ("priority", "game_over"):
            raise StepFailure(f"a decision comes first, and no `choose` answers it: {pending_text(self.game, p)}")

    def _pass_until(self, i: int, done: Callable[[], bool], answering: int | None = None) -> bool:
        """Players pass in turn until `done()`; False if stopped by another decision first. Decisions are
        left to the `choose` at step `answering` (by default the step after `i`) if it is one."""
        for _ in range(STEP_LIMIT):
            if self.game.is_over or done():
                return True
            if self.game.pending.kind != "priority":
                if not self._auto(i + 1 if answering is None else answering):
                    return False
                continue
            apply(self.game, "pass")
        raise StepFailure(f"still going after {STEP_LIMIT} actions")

    def _to_decision(self, i: int) -> None:
        """A `choose` while a player holds priority over a non-empty stack answers the next decision the
        stack poses as it resolves (a copy's new targets, a "may", a cost): players pass, as for
        `resolve: all`, until a decision comes up (or the stack is empty: then there is nothing to choose)."""
        if self.game.pending.kind != "priority" or not self.game.state.stack:
            return
        self._pass_until(i, lambda: not self.game.state.stack and self.game.pending.kind == "priority",
                         answering=i)

    def _resolve(self, i: int, step: Resolve) -> None:
        self._must_hold_priority()
        if step.count is None:
            self._pass_until(i, lambda: not self.game.state.stack and self.game.pending.kind == "priority")
            return
        for _ in range(step.count):
            stack = self.game.state.stack
            if not stack:
                raise StepFailure("the stack is empty: there is nothing to resolve")
            top = stack[-1]
            if not self._pass_until(i, lambda top=top: top not in self.game.state.stack):
                return

    def _advance(self, i: int, step: Advance) -> None:
        self._must_hold_priority()
        state = self.game.state
        start = (state.turn, STEPS.index(state.step))
        index = STEPS.index(step.step)
        if step.turn is not None:
            target = (step.turn, index)
            if target == start:
                return  # already there (a `choose` may have run the game into it)
            if target < start:
                raise StepFailure(f"turn {step.turn}, {step.step} has already begun (now: turn {start[0]}, "
                                  f"{state.step})")
        else:
            target = (start[0], index) if index > start[1] else (start[0] + 1, index)

        def reached() -> bool:
            s = self.game.state
            return (s.turn, STEPS.index(s.step)) >= target

        self._pass_until(i, reached)
        s = self.game.state
        now = (s.turn, STEPS.index(s.step))
        if now > target and not self.game.is_over:
            raise StepFailure(f"the game went on to turn {s.turn}, {s.step} without stopping in {step.step}"
                              f"{_why_skipped(step.step)}; {player_name(s.active)} is the active player")


def _why_skipped(step: str) -> str:
    if step in ("declare_blockers", "combat_damage"):
        return " (508.8: with no attackers, those steps are skipped)"
    if step == "cleanup":
        return " (514.3: no player receives priority in the cleanup step)"
    return ""


def _diff(before: str, after: str) -> str:
    a, b = json.loads(before), json.loads(after)
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
        return "these parts differ: " + ", ".join(keys)
    return "the serialised state differs"
