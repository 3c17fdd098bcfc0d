"""Dragon's Fire, compiled from its Oracle text: 'As an additional cost to cast this spell, you may reveal a Dragon card
from your hand or choose a Dragon you control. / Dragon's Fire deals 3 damage to target creature or planeswalker. If
you revealed a Dragon card or chose a Dragon as you cast this spell, Dragon's Fire deals damage equal to the power of
that card or creature instead.' (601.2b optional additional costs, one or the other; 607 'that card or creature';
608.2h its power as the spell resolves, or as it last existed)."""

from __future__ import annotations

from support import board, pass_both

from lithoform import Game

FIRE = "Dragon's Fire"


def _game(hand: list[str], mine: list[str], theirs: list[str]) -> Game:
    return board({"hand": [FIRE, *hand], "battlefield": ["Mountain", "Mountain", *mine]},
                 {"battlefield": ["Colossal Dreadmaw", *theirs]})


def _cast(game: Game, cost: str, chosen: str | None = None) -> list[str]:
    """Casts Dragon's Fire at Colossal Dreadmaw, announcing `cost` ('reveal', 'choose' or 'none' for each asked);
    returns the questions asked about the optional costs."""
    asked = []
    game.apply(f"cast {game.find(FIRE, zone='hand')}")
    while game.pending.kind == "additional":
        asked.append(game.pending.prompt)
        label = game.pending.labels[0]
        game.apply(f"additional {label if label == cost else 'none'}")
    game.apply(f"target {game.find('Colossal Dreadmaw')}")
    if game.pending.kind == "reveal":
        assert chosen is not None
        game.apply(f"reveal {game.find(chosen)}")
    game.apply("autopay")
    return asked


def _damage(game: Game) -> int:
    return game.state.objects[game.find("Colossal Dreadmaw")].damage


def test_without_a_dragon_it_deals_3_damage() -> None:
    game = _game([], [], [])
    assert _cast(game, "none") == []  # nothing to reveal or choose: the costs aren't offered (601.2b)
    pass_both(game)
    assert _damage(game) == 3


def test_a_revealed_dragon_cards_power() -> None:
    """The card revealed from the hand (Shivan Dragon, power 5) stays in the hand (701.20a)."""
    game = _game(["Shivan Dragon"], [], [])
    _cast(game, "reveal", "Shivan Dragon")
    pass_both(game)
    assert _damage(game) == 5
    assert game.state.objects[game.find("Shivan Dragon")].zone == "hand"


def test_a_chosen_dragons_power_and_only_one_of_the_two_costs() -> None:
    """'or': once the Dragon on the battlefield is chosen, revealing isn't offered too."""
    game = _game(["Shivan Dragon"], ["Thunderbreak Regent"], [])
    asked = _cast(game, "choose", "Thunderbreak Regent")
    assert len(asked) == 2  # reveal? (declined), then choose? (taken); nothing after it
    pass_both(game)
    assert _damage(game) == 4


def test_a_chosen_dragon_gone_uses_the_power_it_last_had() -> None:
    """Ruling: "If you chose a Dragon you control, use that Dragon's power as Dragon's Fire resolves to determine how
    much damage is dealt. If the Dragon you chose is no longer on the battlefield as Dragon's Fire resolves, Dragon's
    Fire will deal damage equal to the power it had the last time it was on the battlefield." Furnace Whelp (2/2) is
    chosen, then bolted in response: Dragon's Fire deals 2 (608.2h), not 3."""
    game = _game(["Lightning Bolt"], ["Mountain", "Furnace Whelp"], [])
    _cast(game, "choose", "Furnace Whelp")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {game.find('Furnace Whelp')}")
    game.apply("autopay")
    pass_both(game)  # the Bolt resolves: Furnace Whelp dies (704.5g)
    assert game.state.objects[game.find("Furnace Whelp")].zone == "graveyard"
    pass_both(game)
    assert _damage(game) == 2


def test_the_chosen_dragons_power_is_read_as_the_spell_resolves() -> None:
    """Ruling: "... use that Dragon's power as Dragon's Fire resolves ...": Furnace Whelp pumped twice in response
    (firebreathing, {R}: +1/+0) makes it 4."""
    game = _game([], ["Mountain", "Mountain", "Furnace Whelp"], [])
    _cast(game, "choose", "Furnace Whelp")
    for _ in range(2):
        game.apply(f"activate {game.find('Furnace Whelp')} 1")
        game.apply("autopay")
        pass_both(game)
    pass_both(game)
    assert _damage(game) == 4


def test_a_card_with_dragon_in_its_name_isnt_a_dragon_card() -> None:
    """Ruling: "A Dragon card is a card with the creature type Dragon in its type line. ... A card that has “Dragon”
    in the name (such as Dragon's Fire) isn't a Dragon card unless it also has the Dragon creature type." """
    game = _game([FIRE], [], [])
    assert _cast(game, "reveal") == []
    pass_both(game)
    assert _damage(game) == 3


def test_cr_707_10_a_copy_deals_the_revealed_dragons_power_too() -> None:
    """707.10: 'A copy of a spell or ability copies both the characteristics of the spell or ability and all
    decisions made for it, including ... additional or alternative costs.' Dragon's Fire cast revealing Shivan
    Dragon (power 5) and copied by Lithoform Engine with a new target: the copy deals 5 to Thunderbreak Regent
    (a 4/4, destroyed, 704.5g), the original 5 to Colossal Dreadmaw."""
    game = board({"hand": [FIRE, "Shivan Dragon"], "battlefield": ["Mountain"] * 5 + ["Lithoform Engine"]},
                 {"battlefield": ["Colossal Dreadmaw", "Thunderbreak Regent"]})
    _cast(game, "reveal", "Shivan Dragon")
    fire = game.state.zones["stack"][-1]
    game.apply(f"activate {game.find('Lithoform Engine')} 2")
    game.apply(f"target {fire}")
    game.apply("autopay")
    pass_both(game)  # the Engine's ability resolves: the copy's new target is asked (707.10c)
    game.apply(f"choose {game.find('Thunderbreak Regent')}")
    pass_both(game)  # the copy resolves (Thunderbreak Regent's own trigger aside, which targets no creature)
    while game.state.zones["stack"] and game.state.zones["stack"][-1] != fire:
        pass_both(game)
    assert game.state.objects[game.find("Thunderbreak Regent")].zone == "graveyard"
    pass_both(game)
    assert _damage(game) == 5
