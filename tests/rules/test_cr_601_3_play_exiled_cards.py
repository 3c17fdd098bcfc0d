"""CR 601.3 / 305.1: an effect may allow a player to cast a spell or play a land from a zone other than the
hand: 'Exile the top card of your library. You may play that card this turn.' The permission lasts as the
text says (514.2: 'this turn' ends in the cleanup step; 611.2a: 'until the end of your next turn'). Played
with compiled cards: Act on Impulse ('Exile the top three cards of your library. Until end of turn, you may
play cards exiled this way.'), Reckless Impulse ('Exile the top two cards of your library. Until the end of
your next turn, you may play those cards.') and Expressive Iteration ('Look at the top three cards of your
library. Put one of them into your hand, put one of them on the bottom of your library, and exile one of
them. You may play the exiled card this turn.')."""

from __future__ import annotations

import pytest
from support import board, cast, pass_both, pass_until, use_compiled

from lithoform.play.errors import IllegalActionError

use_compiled("Act on Impulse", "Reckless Impulse", "Expressive Iteration")

LIBRARY = ["Mountain", "Shock", "Grizzly Bears", "Island", "Forest", "Swamp", "Plains", "Island"]


def _playable(game, name: str) -> bool:
    oid = game.find(name, zone="exile")
    return any(a.kind in ("cast", "play") and a.args[0] == oid for a in game.legal_actions())


def test_601_3_act_on_impulse_cards_are_playable_this_turn_only() -> None:
    game = board({"hand": ["Act on Impulse"], "battlefield": [{"card": "Mountain", "count": 4}],
                  "library": LIBRARY})
    cast(game, game.find("Act on Impulse"))
    pass_both(game)
    assert [game.state.objects[o].card for o in game.zone("exile", 0)] == ["Mountain", "Shock", "Grizzly Bears"]
    assert _playable(game, "Shock") and _playable(game, "Mountain")  # 305.1: a land play from exile
    game.apply(f"play {game.find('Mountain', zone='exile')}")
    assert game.find("Mountain", zone="battlefield")
    pass_until(game, "upkeep", turn=4)
    pass_until(game, "main1", turn=5)
    assert not _playable(game, "Shock")  # 514.2: the permission ended with the turn


def test_611_2a_reckless_impulse_lasts_until_the_end_of_your_next_turn() -> None:
    game = board({"hand": ["Reckless Impulse"], "battlefield": [{"card": "Mountain", "count": 4}],
                  "library": LIBRARY})
    cast(game, game.find("Reckless Impulse"))
    pass_both(game)
    assert _playable(game, "Shock")
    pass_until(game, "main1", turn=5)  # P1's next turn
    assert _playable(game, "Shock")
    pass_until(game, "main1", turn=7)
    assert not _playable(game, "Shock")


def test_601_3_expressive_iteration_the_exiled_card_is_playable_this_turn() -> None:
    game = board({"hand": ["Expressive Iteration"], "battlefield": ["Island", "Mountain", "Mountain"],
                  "library": LIBRARY})
    cast(game, game.find("Expressive Iteration"))
    pass_both(game)
    by_name = {game.state.objects[i].card: i for i in game.pending.options}
    game.apply(f"choose {by_name['Grizzly Bears']}")  # into the hand
    game.apply(f"choose {by_name['Mountain']}")  # on the bottom
    assert game.find("Grizzly Bears", zone="hand")
    assert game.find("Shock", zone="exile")  # the one left is exiled
    assert _playable(game, "Shock")
    assert [game.state.objects[o].card for o in game.zone("library", 0)][-1] == "Mountain"


def test_601_3_an_illegal_cast_from_exile_names_the_real_reason() -> None:
    """601.3: with a permission to cast the exiled card, refusing the cast says so and names what is left
    (timing, targets, the cost: 601.2h), not 'no permission'; once the permission has ended (514.2), the refusal
    says there is none. The game state is unchanged either way."""
    game = board({"hand": ["Act on Impulse"], "battlefield": [{"card": "Mountain", "count": 4}],
                  "library": LIBRARY})
    cast(game, game.find("Act on Impulse"))
    pass_both(game)
    bears = game.find("Grizzly Bears", zone="exile")  # {1}{G}: one Mountain left can't pay it
    before = game.to_json()
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"cast {bears}")
    assert "a permission lets P1 cast" in str(err.value) and "601.2h" in str(err.value)
    assert "no permission" not in str(err.value)
    assert game.to_json() == before
    pass_until(game, "upkeep", turn=4)
    pass_until(game, "main1", turn=5)
    with pytest.raises(IllegalActionError, match=r"no permission to cast it from its zone applies \(601.3\)"):
        game.apply(f"cast {bears}")
