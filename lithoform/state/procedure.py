"""Rules procedures that may need a player's choice part-way: resolving a spell or ability (608.2d-g),
state-based actions (704.5j), a replacement effect's choices (614.12, 616.1), playing a land.

A procedure runs with the answers given so far. When it needs one more, `ask` raises `NeedChoice`; the
state is restored to how it was before the procedure began, and the question is posed (GUIDE principle
6b). Once answered, the procedure runs again from the start with one more answer. The game is thus plain
data at every decision: a question, the answers so far and the procedure's name are all it takes to go on.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from lithoform.state.model import GameState, Question


class NeedChoice(Exception):
    """Raised when a procedure needs one more answer than it has been given."""

    def __init__(self, question: Question) -> None:
        super().__init__(question.prompt)
        self.question = question


class _Answers:
    __slots__ = ("values", "used")

    def __init__(self, values: tuple[Any, ...]) -> None:
        self.values = values
        self.used = 0


_current: ContextVar[_Answers | None] = ContextVar("lithoform_answers", default=None)

# name -> function(state, *args) that performs the procedure from its start
PROCEDURES: dict[str, Callable[..., None]] = {}


def procedure(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        PROCEDURES[name] = fn
        return fn

    return register


def ask(question: Question) -> tuple[Any, ...]:
    """The next recorded answer of the running procedure, or NeedChoice to pose `question`."""
    answers = _current.get()
    if answers is None:
        raise RuntimeError(f"a choice ({question.prompt}) was needed outside any rules procedure")
    if answers.used < len(answers.values):
        value = answers.values[answers.used]
        answers.used += 1
        return value
    raise NeedChoice(question)


def in_procedure() -> bool:
    return _current.get() is not None


def run(state: GameState, name: str, *args: Any) -> bool:
    """Runs procedure `name` with `state.answers`; returns False if it stopped at a question (the state is
    then as before the procedure, plus the question, the procedure's name and the answers so far). Inside
    another procedure (a turn that begins as a procedure reaches its untap step), `name` runs inline on the
    same answers, so a question it asks stops and reruns the outer procedure."""
    if _current.get() is not None:
        PROCEDURES[name](state, *args)
        return True
    snapshot, kept = state.snapshot()
    answers = state.answers
    token = _current.set(_Answers(answers))
    try:
        PROCEDURES[name](state, *args)
    except NeedChoice as need:
        state.restore(snapshot)
        state.question = need.question
        state.proc = name
        state.proc_args = args
        state.answers = answers
        return False
    finally:
        _current.reset(token)
    state.drop_snapshot(snapshot, kept)
    if state.proc.startswith("start_") and state.proc != name and state.question is not None:
        # the procedure handed the game to another rules procedure with its own question (727: a restarted
        # game's pregame asks for mulligans, 103.5); that question stands
        state.proc_args = ()
        state.answers = ()
        return True
    state.question = None
    state.proc = ""
    state.proc_args = ()
    state.answers = ()
    return True


def answer(state: GameState, value: tuple[Any, ...]) -> None:
    """Records an answer to the pending question and runs its procedure again from the start."""
    state.answers = state.answers + (value,)
    state.question = None
    run(state, state.proc, *state.proc_args)


def preview(state: GameState) -> GameState | None:
    """The pending question's procedure as it stood when it asked, on a clone (its unfinished run: the state itself
    was restored to before it began): the objects it made meanwhile, such as a card returned to a hand and then
    chosen in the same resolution (Recoil; 400.7: a new object), exist there. None without such a question."""
    if state.question is None or state.proc not in PROCEDURES or _current.get() is not None:
        return None
    clone = state.clone()
    token = _current.set(_Answers(clone.answers))
    try:
        PROCEDURES[clone.proc](clone, *clone.proc_args)
    except NeedChoice:
        pass
    finally:
        _current.reset(token)
    return clone
