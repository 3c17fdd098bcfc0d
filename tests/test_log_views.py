"""The two text views of the log (issue 19): the default one line per game event, readable (objects by name,
no internal words), and the verbose one line per event record. The structured log keeps everything."""

from __future__ import annotations

import re

import pytest
from support import (
    board,
    cast,
    engine_board,
    engine_copies,
    keep_targets,
    pass_both,
    pay_with,
    resolve_top,
    untapped,
)

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.starter_decks import COPIES_AND_LAYERS, FOUR_COLOR, RED_ARTIFACTS, expand

INTERNAL = re.compile(r"\[\d+,|\['|\[\]|\{'|\b(main1|main2|end_of_turn|beginning_of_combat|declare_attackers|"
                      r"declare_blockers|combat_damage|end_of_combat|end_of_your_next_turn|next_untap|"
                      r"source_leaves)\b|delayed: ")


def unreadable(line: str) -> list[str]:
    """What is wrong with a default-view line: a bare '#id' (not after the object's name), a Python list or
    dict, an internal step or duration key."""
    text = line.rsplit(" [", 1)[0]
    problems = []
    for m in re.finditer(r"#\d+", text):
        before = text[:m.start()]
        word = before.rstrip().split(" ")[-1] if before.endswith(" ") else ""
        if not word or not (word[0].isupper() or word == "ability"):  # "Bosh's ability #12": two on the stack
            problems.append(f"bare id {m.group(0)}")
    if INTERNAL.search(text):
        problems.append("internal word or Python value")
    return problems


def ai_game(seed: int, decks: tuple, limit: int = 400) -> Game:
    game = Game.new([expand(decks[0]), expand(decks[1])], seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for _ in range(limit):
        if game.is_over:
            break
        game.apply(agents[game.pending.player].choose(game))
    return game


def test_lightning_bolt_at_a_creature_takes_three_lines() -> None:
    """Cast (with its payment), resolve (with its damage), the creature's death (with its reason)."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Grizzly Bears"]})
    before = len(game.log())
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    pass_both(game)
    lines = game.log()[before:]
    assert lines == [
        "P1 casts Lightning Bolt targeting Grizzly Bears paying {R} (mana from Mountain) [601.2i]",
        "Lightning Bolt resolves: deals 3 damage to Grizzly Bears [608.2, 120.3e]",
        "Grizzly Bears is destroyed: lethal damage (3 damage, toughness 2) [704.5g]",
    ]
    assert len(game.log(verbose=True)) == len(game.state.events())  # the verbose view: every record


def test_the_cast_line_shows_x_and_the_division() -> None:
    """Fireball with X=4 at P2 and a creature: the cast line shows X (601.2b) and its targets."""
    game = board({"battlefield": ["Mountain"] * 6, "hand": ["Fireball"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Fireball", "P2", game.find("Grizzly Bears"), x=4)
    line = next(line for line in game.log() if "casts Fireball" in line)
    assert "X=4" in line and "targeting P2, Grizzly Bears" in line, line
    assert "mana from Mountain x6" in line


def test_two_objects_of_one_name_keep_their_ids() -> None:
    """An id is printed only where two objects share a name: two Grizzly Bears are told apart."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    resolve_top(game)
    assert any(f"deals 3 damage to Grizzly Bears #{bears}" in line for line in game.log())


def test_empty_steps_are_not_printed_but_are_in_the_verbose_view() -> None:
    game = board(step="main2")
    pass_both(game)
    pass_both(game)
    assert not any("step [" in line for line in game.log())
    assert any(line.startswith("End step [513]") for line in game.log(verbose=True))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_no_line_of_an_ai_game_has_a_bare_id_a_python_list_or_a_step_key(seed: int) -> None:
    """Issue 19's bar, over three games of the starter decks (scripts: 100 games were checked once)."""
    decks = [(RED_ARTIFACTS, FOUR_COLOR), (COPIES_AND_LAYERS, RED_ARTIFACTS), (FOUR_COLOR, COPIES_AND_LAYERS)]
    game = ai_game(seed, decks[seed])
    lines = game.log()
    assert len(lines) < len(game.state.events())
    bad = [(line, unreadable(line)) for line in lines if unreadable(line)]
    assert not bad, bad[:5]


def test_a_creature_entering_with_counters_gets_its_line() -> None:
    """Triskelion "enters the battlefield with three +1/+1 counters on it" (614.1c, 122.6): the resolve line
    says so."""
    game = board({"battlefield": ["Mountain"] * 6, "hand": ["Triskelion"]})
    cast(game, "Triskelion")
    resolve_top(game)
    assert any(line.startswith("Triskelion resolves and enters the battlefield with 3 +1/+1 counter(s)")
               and "122.6" in line for line in game.log())


def test_the_copy_line_shows_the_copys_targets_and_whether_they_were_kept() -> None:
    """707.10: the copy copies the targets; 707.10c: new ones may be chosen. The log says which."""
    game = engine_board(hand=("Lightning Bolt",), Mountain=1)
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    pay_with(game, *untapped(game, "Mountain"))
    engine_copies(game, 2, game.state.stack[-1], resolve=True)
    keep_targets(game)
    lines = game.log()
    assert any("puts a copy of Lightning Bolt on the stack targeting P2" in line for line in lines), lines
    assert any("targets P2 (targets kept)" in line for line in lines), lines


def test_an_indestructible_creature_not_destroyed_names_where_indestructible_comes_from() -> None:
    """702.12b: Murder can't destroy a creature given indestructible by Tamiyo's Safekeeping; the line names
    the effect's source. Darksteel Myr's own keyword is named as its own ability."""
    game = board({"battlefield": ["Grizzly Bears", "Forest", *["Swamp"] * 6],
                  "hand": ["Tamiyo's Safekeeping", "Murder", "Murder"]}, {"battlefield": ["Darksteel Myr"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Tamiyo's Safekeeping", bears)
    resolve_top(game)
    cast(game, game.find("Murder", zone="hand"), bears)
    resolve_top(game)
    cast(game, game.find("Murder", zone="hand"), game.find("Darksteel Myr"))
    resolve_top(game)
    lines = game.log()
    assert any("Grizzly Bears isn't destroyed: it is indestructible (Tamiyo's Safekeeping)" in line
               and "702.12b" in line for line in lines), lines
    assert any("Darksteel Myr isn't destroyed: it is indestructible (its own ability)" in line for line in lines)
