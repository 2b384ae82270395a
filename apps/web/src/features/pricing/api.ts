import { CheckoutSessionResponse } from '@receiptbox/contracts/api/payments';
import type { Product } from '@receiptbox/contracts/plans';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** POST /api/Payment/create-checkout-session for a paid product; answers where to pay. */
export const useCreateCheckoutSession = () =>
  useMutation({
    mutationFn: (product: Product) => {
      if (!product.priceId) throw new Error(`${product.name} has nothing to buy`);
      return http.post(
        '/api/Payment/create-checkout-session',
        { planName: product.name, planType: product.planType, priceId: product.priceId },
        { schema: CheckoutSessionResponse },
      );
    },
  });
