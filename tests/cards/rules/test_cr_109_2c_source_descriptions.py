"""CR 109.2c, descriptions that use the word “source”.

109.2c: “If a spell or ability uses a description of an object that includes the word “source,” it means a
source matching that description—a source of an ability, of damage, or of mana—in any zone. See rules 113.7
and 609.7.”

Tawnos, Urza's Apprentice copies “target activated or triggered ability you control from an artifact
source”: the ability's source is an artifact wherever that source is now.
"""

from __future__ import annotations

from support import (
    P1,
    TAWNOS,
    activate,
    damage_to,
    hand_size,
    keep_targets,
    legal,
    mark,
    pay_with,
    resolve_stack,
    resolve_top,
    stack_abilities,
    tawnos_board,
    untapped,
)


def tawnos_targets(game) -> tuple[int, ...]:
    """The abilities Tawnos's ability may target now."""
    game.apply(f"activate {game.find(TAWNOS)} 1")
    assert game.pending.kind == "target"
    return game.pending.options


def test_an_artifact_source_on_the_battlefield_matches() -> None:
    """109.2c: Triskelion, an artifact on the battlefield, is an “artifact source” of its ability."""
    game = tawnos_board("Triskelion")
    ability = activate(game, game.find("Triskelion"), 1, "P2")
    assert tawnos_targets(game) == (ability,)


def test_an_artifact_source_in_the_graveyard_matches() -> None:
    """109.2c, “in any zone”: a Walking Ballista removes its last counter and dies (704.5f) with its
    ability on the stack. Its source is now an artifact card in the graveyard, and it still matches
    “artifact source”: Tawnos copies it, and the source deals both instances' damage."""
    game = tawnos_board({"card": "Walking Ballista", "counters": {"+1/+1": 1}})
    ballista = game.find("Walking Ballista")
    ability = activate(game, ballista, 2, "P2")
    assert game.state.objects.get(ballista) is None and game.find("Walking Ballista", zone="graveyard")
    assert tawnos_targets(game) == (ability,)
    game.apply(f"target {ability}")
    pay_with(game, untapped(game, "Island")[0], untapped(game, "Mountain")[0])
    resolve_top(game)
    keep_targets(game)
    start = mark(game)
    resolve_stack(game)
    assert damage_to(game, start, "P2") == [1, 1]


def test_a_source_that_was_discarded_from_the_hand_matches() -> None:
    """109.2c, “in any zone”: cycling Ketria Crystal discards it; the source of the cycling ability is an
    artifact card, so Tawnos may copy the ability, and two cards are drawn."""
    game = tawnos_board(hand=("Ketria Crystal",), Plains=2)
    crystal = game.find("Ketria Crystal", zone="hand")
    game.apply(f"activate {crystal} 2")
    pay_with(game, *untapped(game, "Plains"))
    (cycling,) = stack_abilities(game)
    assert cycling.source == crystal and game.find("Ketria Crystal", zone="graveyard")
    assert tawnos_targets(game) == (cycling.id,)
    game.apply(f"target {cycling.id}")
    pay_with(game, untapped(game, "Island")[0], untapped(game, "Mountain")[0])
    resolve_stack(game)
    assert hand_size(game, P1) == 2


def test_a_source_that_is_not_an_artifact_does_not_match() -> None:
    """109.2c: the description is “a source matching that description”: Prodigal Pyromancer is not an
    artifact, so its ability is not from an artifact source and Tawnos has nothing to target."""
    game = tawnos_board("Prodigal Pyromancer")
    activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    assert not legal(game, f"activate {game.find(TAWNOS)} 1")
