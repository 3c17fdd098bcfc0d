"""Hero of Bladehold, compiled from its Oracle text: 'Battle cry / Whenever Hero of Bladehold attacks, create
two 1/1 white Soldier creature tokens that are tapped and attacking.' (702.91a, 603.3b)"""

from __future__ import annotations

from support import board, pass_both


def _attack(first_on_stack: int) -> list[int]:
    """Hero attacks; `first_on_stack` (1: battle cry, 2: the tokens) goes on the stack first, so resolves
    last. Returns the tokens' powers."""
    game = board({"battlefield": ["Hero of Bladehold"]}, {"battlefield": ["Wall of Stone"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Hero of Bladehold')} P2")
    game.apply("done")
    assert game.pending.kind == "order"
    prompt = game.pending.prompt
    game.apply(f"order {first_on_stack}")
    while game.state.stack:
        pass_both(game)
    assert prompt
    return [game.chars(o).power for o in game.zone("battlefield") if game.chars(o).name.startswith("Soldier")]


def test_ruling_tokens_created_first_get_the_battle_cry_bonus() -> None:
    """Ruling (2011-06-01): 'Whenever Hero of Bladehold attacks, both abilities will trigger. You can put
    them onto the stack in any order. If the token-creating ability resolves first, the tokens each get +1/+0
    until end of turn from the battle cry ability.'"""
    powers = {tuple(_attack(1)), tuple(_attack(2))}
    assert powers == {(2, 2), (1, 1)}  # one order pumps the tokens, the other doesn't
