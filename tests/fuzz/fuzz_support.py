"""Shared strategies of the fuzz suite: random game states reached by random legal play, random actions
and garbage action texts."""

from __future__ import annotations

import random
import string

from hypothesis import strategies as st

from lithoform import Action, Game
from lithoform.play.starter_decks import COPIES_AND_LAYERS, FOUR_COLOR, RED_ARTIFACTS, expand
from lithoform.state.actions import KINDS

PAIRS = ((RED_ARTIFACTS, FOUR_COLOR), (COPIES_AND_LAYERS, RED_ARTIFACTS), (FOUR_COLOR, COPIES_AND_LAYERS))


def random_game(seed: int, steps: int) -> Game:
    """A game after `steps` random legal actions (never 'concede', so that most games are still going)."""
    first, second = PAIRS[seed % len(PAIRS)]
    game = Game.new([expand(first)[::2], expand(second)[::2]], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        actions = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(rng.choice(actions))
    return game


games = st.builds(random_game, st.integers(0, 10_000), st.integers(0, 150))

words = st.text(alphabet=string.ascii_letters + string.digits + ":+-/_.", min_size=1, max_size=12)
numbers = st.one_of(st.integers(-4, 400), st.integers(-(10 ** 30), 10 ** 30))
args = st.lists(st.one_of(numbers, words, st.sampled_from(["P1", "P2", "P3", "none", "kicker", "G", "generic"])),
                max_size=6)
kinds = st.one_of(st.sampled_from(sorted(KINDS)), words)


@st.composite
def actions(draw: st.DrawFn, game: Game) -> Action:
    """A random action: any kind with any arguments, or a legal action with one argument changed."""
    legal = list(game.legal_actions())
    if legal and draw(st.booleans()):
        base = draw(st.sampled_from(legal))
        changed = list(base.args)
        if changed and draw(st.booleans()):
            changed[draw(st.integers(0, len(changed) - 1))] = draw(st.one_of(numbers, words))
        else:
            changed.append(draw(st.one_of(numbers, words)))
        return Action(base.kind, tuple(changed))
    return Action(draw(kinds), tuple(draw(args)))


def mutate_text(rng: random.Random, text: str) -> str:
    """A legal action's text with a character inserted, deleted or replaced (any Unicode)."""
    chars = list(text)
    where = rng.randrange(len(chars) + 1)
    op = rng.randrange(3)
    junk = rng.choice(["٣", "²", "\x00", " ", "-", "9" * 30, "P9", "\u200b", "é", "\n", "#", "1e3", "0x1F"])
    if op == 0 or not chars:
        chars.insert(where, junk)
    elif op == 1:
        del chars[min(where, len(chars) - 1)]
    else:
        chars[min(where, len(chars) - 1)] = junk
    return "".join(chars)
