"""603.6a: "Enters-the-battlefield abilities trigger when a permanent enters the battlefield." 'When ~ enters
untapped' (mechanics/enters_untapped) triggers on that event only when the permanent entered untapped; it is
not an intervening 'if' (603.4), so tapping the permanent in response doesn't stop it."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

use_compiled("Mystic Sanctuary")


def test_603_6a_tapped_in_response_the_ability_still_resolves() -> None:
    game = board({"hand": ["Mystic Sanctuary"], "battlefield": ["Island"] * 3, "graveyard": ["Lightning Bolt"]}, {})
    sanctuary = game.find("Mystic Sanctuary")
    game.apply(f"play {sanctuary}")
    sanctuary = game.find("Mystic Sanctuary")
    game.apply(f"target {game.find('Lightning Bolt')}")
    game.apply(f"activate {sanctuary} 1")  # {T}: Add {U}, with the ability on the stack
    assert game.state.objects[sanctuary].tapped
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    resolve_stack(game)
    assert game.state.objects[game.state.zones["library:0"][0]].card == "Lightning Bolt"
