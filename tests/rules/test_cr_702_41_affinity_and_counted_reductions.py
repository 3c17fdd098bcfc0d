"""CR 702.41a affinity: “Affinity for [text]” means “This spell costs {1} less to cast for each [text] you
control.” 702.41b: several instances each apply. 601.2f, 118.7a: a counted reduction ('costs {1} less to cast
for each ...') applies to the total cost's generic mana, and the legal X values come from the total cost
after reductions. Played with compiled cards: Frogmite ({4} 2/2, affinity for artifacts), Thoughtcast ({4}{U},
affinity for artifacts, draw two), Ghoultree ({7}{G}, {1} less for each creature card in your graveyard),
Blasphemous Act ({8}{R}, {1} less for each creature on the battlefield)."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Frogmite", "Thoughtcast", "Ghoultree", "Blasphemous Act")


def _cast_offered(game, name: str) -> bool:
    return any(a.kind == "cast" and a.args[0] == game.find(name) for a in game.legal_actions())


def test_702_41a_affinity_counts_the_artifacts_you_control() -> None:
    """702.41a: four artifacts make Frogmite cost {0}: cast with no land at all."""
    game = board({"hand": ["Frogmite"], "battlefield": [{"card": "Ornithopter", "count": 4}]})
    assert _cast_offered(game, "Frogmite")
    game.apply(f"cast {game.find('Frogmite')}")
    assert game.pending.kind == "priority" and game.state.stack  # nothing to pay


def test_702_41a_only_artifacts_you_control() -> None:
    """The opponent's artifacts don't count: two of yours and one Island leave {1}{U} of Thoughtcast's cost
    unpaid."""
    game = board({"hand": ["Thoughtcast"], "battlefield": ["Ornithopter", "Ornithopter", "Island"]},
                 {"battlefield": [{"card": "Ornithopter", "count": 3}]})
    assert not _cast_offered(game, "Thoughtcast")


def test_118_7a_a_reduction_never_takes_off_colored_mana() -> None:
    """118.7a: Thoughtcast with five artifacts still costs {U}."""
    game = board({"hand": ["Thoughtcast"], "battlefield": [{"card": "Ornithopter", "count": 5}, "Island"]})
    game.apply(f"cast {game.find('Thoughtcast')}")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {U}"
    game.apply("autopay")
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == 2


def test_601_2f_a_count_of_cards_in_your_graveyard() -> None:
    """Ghoultree: five creature cards in your graveyard: {2}{G}."""
    game = board({"hand": ["Ghoultree"], "graveyard": [{"card": "Grizzly Bears", "count": 5}, "Forest"],
                  "battlefield": [{"card": "Forest", "count": 3}]})
    game.apply(f"cast {game.find('Ghoultree')}")
    assert game.pending.prompt == "pay {2}{G}"


def test_601_2f_a_count_of_every_creature_on_the_battlefield() -> None:
    """Blasphemous Act: three creatures (both players'): {5}{R}."""
    game = board({"hand": ["Blasphemous Act"], "battlefield": ["Grizzly Bears", {"card": "Mountain", "count": 6}]},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Blasphemous Act')}")
    assert game.pending.prompt == "pay {5}{R}"
