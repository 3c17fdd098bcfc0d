"""A creature token whose power and toughness a quoted characteristic-defining ability defines: 'create a green and
white Elemental creature token with "This creature's power and toughness are each equal to the number of creatures
you control."' (Voice of Resurgence; 111.4, 604.3, 613.4a)."""
