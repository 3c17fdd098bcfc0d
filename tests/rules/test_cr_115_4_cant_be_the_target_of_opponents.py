"""CR 115.4 (an object an effect says can't be the target of certain spells or abilities is no legal target
for them) and 608.2b (a target illegal on resolution), with Vines of Vastwood: "Target creature can't be the
target of spells or abilities your opponents control this turn." The effect is rules-changing (611.2) and
not an ability: 'loses all abilities' doesn't end it."""

from __future__ import annotations

from support import basics, board, cast, events_since, life, mark, pass_both, target_options, use_compiled

use_compiled("Vines of Vastwood", "Shock")


def test_608_2b_a_spell_already_targeting_it_is_countered_on_resolution() -> None:
    """P2 Shocks P1's Grizzly Bears; P1 answers with Vines: the Shock's only target is illegal as it tries
    to resolve, so it doesn't resolve (608.2b) and the Bears live."""
    game = board({"hand": ["Vines of Vastwood"], "battlefield": [*basics(Forest=1), "Grizzly Bears"]},
                 {"hand": ["Shock"], "battlefield": basics(Mountain=1)})
    bears = game.find("Grizzly Bears")
    game.apply("pass")
    cast(game, "Shock", bears)
    game.apply("pass")  # P2 passes with Shock on the stack; P1 may respond
    cast(game, "Vines of Vastwood", bears, kicker=False)
    pass_both(game)  # Vines resolves
    start = mark(game)
    pass_both(game)  # Shock tries to resolve
    assert not game.state.stack
    assert bears in game.state.zones["battlefield"]
    assert any("608.2b" in e.rules for e in events_since(game, start))


def test_115_4_players_are_unaffected() -> None:
    """The effect is on the creature: the opponent may still target its controller."""
    game = board({"hand": ["Vines of Vastwood"], "battlefield": [*basics(Forest=1), "Grizzly Bears"]},
                 {"hand": ["Shock"], "battlefield": basics(Mountain=1)})
    cast(game, "Vines of Vastwood", game.find("Grizzly Bears"), kicker=False)
    pass_both(game)
    game.apply("pass")
    assert game.find("Grizzly Bears") not in target_options(game, "Shock")
    game.apply("target P1")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 0) == 18
