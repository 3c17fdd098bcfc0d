"""CR 614.1c, 614.12, 701.20a: 'As ~ enters, you may reveal an Island or Mountain card from your hand. If you
don't, ~ enters tapped.' (the Snarls; mechanics/lands): a replacement effect applied as the land enters, with
the choice of a matching card made then."""

from __future__ import annotations

from support import board, events

SNARL = "Frostboil Snarl"


def _play_snarl(hand: list[str]):
    game = board({"hand": [SNARL, *hand]})
    game.apply(f"play {game.find(SNARL, zone='hand')}")
    return game


def test_614_12_revealing_a_matching_card_it_enters_untapped() -> None:
    game = _play_snarl(["Island", "Forest"])
    assert game.pending.kind == "choose" and game.pending.min == 0
    island = game.find("Island", zone="hand")
    assert game.pending.options == (island,)  # 'an Island or Mountain card': not the Forest
    game.apply(f"choose {island}")
    assert not game.state.objects[game.find(SNARL)].tapped
    assert island in game.zone("hand")  # revealed, not moved (701.20a)
    (reveal,) = events(game, "reveal_cards")
    assert reveal.args["cards"] == ["Island"] and "614.12" in reveal.rules


def test_614_12_declining_to_reveal_it_enters_tapped() -> None:
    game = _play_snarl(["Mountain"])
    game.apply("choose")
    assert game.state.objects[game.find(SNARL)].tapped


def test_614_12_with_no_matching_card_it_enters_tapped_without_a_question() -> None:
    game = _play_snarl(["Forest", "Plains"])
    assert game.pending.kind == "priority"
    assert game.state.objects[game.find(SNARL)].tapped


def test_614_12_any_land_card_with_the_subtype_counts() -> None:
    """Ruling (2021-04-16): 'You may reveal any land card with either or both of the appropriate subtypes. It
    doesn't have to be a basic land card.' Volcanic Island is an Island Mountain."""
    game = _play_snarl(["Volcanic Island"])
    game.apply(f"choose {game.find('Volcanic Island', zone='hand')}")
    assert not game.state.objects[game.find(SNARL)].tapped
