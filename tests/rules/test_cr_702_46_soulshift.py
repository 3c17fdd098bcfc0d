"""CR 702.46a: "Soulshift N" means "When this permanent dies, you may return target Spirit card with mana
value N or less from your graveyard to your hand." Played with Kami of Empty Graves (a 4/1 Spirit for {3}{B}
with soulshift 3)."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Kami of Empty Graves", "Thief of Hope")

KAMI = "Kami of Empty Graves"


def test_702_46a_only_a_spirit_card_with_mana_value_n_or_less_in_your_graveyard() -> None:
    """Thief of Hope (a Spirit, mana value 3) may be returned; the Kami itself (mana value 4) and a Grizzly
    Bears (not a Spirit) can't be the target; nor can the opponent's Thief."""
    game = board({"hand": ["Shock"], "battlefield": [*basics(Mountain=1), KAMI],
                  "graveyard": ["Thief of Hope", "Grizzly Bears"]}, {"graveyard": ["Thief of Hope"]})
    cast(game, "Shock", game.find(KAMI))
    pass_both(game)
    assert game.pending.kind == "target", game.pending
    thief = list(game.pending.options)
    assert len(thief) == 1 and game.state.objects[thief[0]].owner == 0
    game.apply(f"target {thief[0]}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert names(game, "hand") == ["Thief of Hope"]
    assert names(game, "graveyard") == ["Grizzly Bears", KAMI, "Shock"]


def test_702_46a_with_no_legal_target_it_does_nothing() -> None:
    game = board({"hand": ["Shock"], "battlefield": [*basics(Mountain=1), KAMI]})
    cast(game, "Shock", game.find(KAMI))
    pass_both(game)
    assert not game.state.stack  # 603.3d: removed from the stack with no legal target
